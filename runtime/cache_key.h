#pragma once
// The cache key: SHA-256 of a canonical text that names every ingredient of the generated code:
// the key format, the gfxtile and LLVM versions, the source kind and text, the target id with
// its features and LLVM feature string, and every option (including the code-changing
// environment settings, which CompileOptions carries).

#include <array>
#include <cstdint>
#include <span>
#include <string>

#include "core/target.h"
#include "runtime/kernel_source.h"

namespace gfxtile {

using Sha256Digest = std::array<uint8_t, 32>;

Sha256Digest sha256(std::span<const uint8_t> bytes);
Sha256Digest sha256(std::string_view text);
std::string to_hex(std::span<const uint8_t> bytes);

struct CacheKey {
  Sha256Digest digest{};
  std::string hex() const { return to_hex(digest); }
  friend bool operator==(const CacheKey&, const CacheKey&) = default;
};

// The gfxtile version (the CMake project version) and the LLVM version it was built with.
const char* gfxtile_version();
const char* compiler_llvm_version();
// The version of the libLLVM actually loaded, which a package upgrade can change without a
// rebuild of gfxtile; the key holds both.
const std::string& loaded_llvm_version();

// Everything the key hashes except the source text, one "name=value" line each. Kept readable
// because the disk cache stores it in each entry (`gfxtile cache list` shows it).
std::string cache_key_header(const KernelSource& source, const TargetId& target,
                             const CompileOptions& options);

CacheKey compute_cache_key(const KernelSource& source, const TargetId& target,
                           const CompileOptions& options);

}  // namespace gfxtile
