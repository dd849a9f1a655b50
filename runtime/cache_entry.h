#pragma once
// The on-disk form of one cache entry. Layout (little-endian):
//   0   magic "GFXTCACH" (8 bytes)
//   8   format version (u32), then 4 reserved zero bytes
//   16  the key (32 bytes)
//   48  description size (u64)
//   56  payload (.hsaco) size (u64)
//   64  SHA-256 of description followed by payload (32 bytes)
//   96  description (the key header text), then the payload
// The header lets a reader reject a truncated, bit-flipped or misplaced file before trusting it.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/cache_key.h"

namespace gfxtile {

inline constexpr size_t kCacheEntryHeaderSize = 96;

std::vector<uint8_t> encode_cache_entry(const CacheKey& key, std::string_view description,
                                        std::span<const uint8_t> payload);

struct DecodedCacheEntry {
  CacheKey key;
  std::string description;
  std::vector<uint8_t> payload;
};

// Checks magic, version, sizes against the file size and the checksum; when `expected` is given
// the stored key must equal it. On failure returns nullopt and says why in `problem`.
std::optional<DecodedCacheEntry> decode_cache_entry(std::span<const uint8_t> bytes,
                                                    const CacheKey* expected, std::string& problem);

}  // namespace gfxtile
