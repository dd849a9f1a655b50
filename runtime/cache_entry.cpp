#include "runtime/cache_entry.h"

#include <cstring>

#include <fmt/format.h>
#include <llvm/ADT/ArrayRef.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/Support/SHA256.h>

namespace gfxtile {
namespace {

constexpr char kMagic[8] = {'G', 'F', 'X', 'T', 'C', 'A', 'C', 'H'};
constexpr uint32_t kFormatVersion = 1;

template <typename T>
void put(std::vector<uint8_t>& out, size_t offset, T value) {
  std::memcpy(out.data() + offset, &value, sizeof(T));  // hosts are little-endian (x86-64)
}

template <typename T>
T get(std::span<const uint8_t> in, size_t offset) {
  T value;
  std::memcpy(&value, in.data() + offset, sizeof(T));
  return value;
}

Sha256Digest checksum(std::span<const uint8_t> description, std::span<const uint8_t> payload) {
  llvm::SHA256 hasher;
  hasher.update(llvm::ArrayRef<uint8_t>(description.data(), description.size()));
  hasher.update(llvm::ArrayRef<uint8_t>(payload.data(), payload.size()));
  const auto result = hasher.final();
  Sha256Digest digest;
  std::copy(result.begin(), result.end(), digest.begin());
  return digest;
}

}  // namespace

std::vector<uint8_t> encode_cache_entry(const CacheKey& key, std::string_view description,
                                        std::span<const uint8_t> payload) {
  std::vector<uint8_t> out(kCacheEntryHeaderSize + description.size() + payload.size());
  std::memcpy(out.data(), kMagic, sizeof(kMagic));
  put<uint32_t>(out, 8, kFormatVersion);
  put<uint32_t>(out, 12, 0);
  std::memcpy(out.data() + 16, key.digest.data(), 32);
  put<uint64_t>(out, 48, description.size());
  put<uint64_t>(out, 56, payload.size());
  const auto description_bytes = std::span(reinterpret_cast<const uint8_t*>(description.data()), description.size());
  const Sha256Digest sum = checksum(description_bytes, payload);
  std::memcpy(out.data() + 64, sum.data(), 32);
  std::memcpy(out.data() + kCacheEntryHeaderSize, description.data(), description.size());
  if (!payload.empty())
    std::memcpy(out.data() + kCacheEntryHeaderSize + description.size(), payload.data(), payload.size());
  return out;
}

std::optional<DecodedCacheEntry> decode_cache_entry(std::span<const uint8_t> bytes,
                                                    const CacheKey* expected, std::string& problem) {
  if (bytes.size() < kCacheEntryHeaderSize) {
    problem = fmt::format("{} bytes, shorter than the {}-byte header", bytes.size(), kCacheEntryHeaderSize);
    return std::nullopt;
  }
  if (std::memcmp(bytes.data(), kMagic, sizeof(kMagic)) != 0) {
    problem = "bad magic";
    return std::nullopt;
  }
  if (get<uint32_t>(bytes, 8) != kFormatVersion || get<uint32_t>(bytes, 12) != 0) {
    problem = fmt::format("format version {} (expected {})", get<uint32_t>(bytes, 8), kFormatVersion);
    return std::nullopt;
  }
  DecodedCacheEntry entry;
  std::memcpy(entry.key.digest.data(), bytes.data() + 16, 32);
  if (expected != nullptr && entry.key != *expected) {
    problem = fmt::format("holds key {}, not its own", entry.key.hex().substr(0, 16));
    return std::nullopt;
  }
  const uint64_t description_size = get<uint64_t>(bytes, 48);
  const uint64_t payload_size = get<uint64_t>(bytes, 56);
  const uint64_t body = bytes.size() - kCacheEntryHeaderSize;
  if (description_size > body || payload_size != body - description_size) {
    problem = fmt::format("sizes {} + {} do not match the file's {} bytes", description_size, payload_size, bytes.size());
    return std::nullopt;
  }
  const auto description = bytes.subspan(kCacheEntryHeaderSize, description_size);
  const auto payload = bytes.subspan(kCacheEntryHeaderSize + description_size);
  const Sha256Digest sum = checksum(description, payload);
  if (std::memcmp(sum.data(), bytes.data() + 64, 32) != 0) {
    problem = "checksum mismatch";
    return std::nullopt;
  }
  entry.description.assign(description.begin(), description.end());
  entry.payload.assign(payload.begin(), payload.end());
  return entry;
}

}  // namespace gfxtile
