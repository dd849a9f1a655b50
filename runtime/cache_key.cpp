#include "runtime/cache_key.h"

#include <llvm/ADT/ArrayRef.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/Support/SHA256.h>
#include <llvm-c/Core.h>

#include <fmt/format.h>

namespace gfxtile {
namespace {

// Bumped whenever the key's layout or the meaning of an ingredient changes.
// 2: gfx1250 code objects built before the s_set_vgpr_msb repair (lowering/vgpr_msb_repair.h)
// must not be reused.
constexpr int kKeyFormat = 2;

const char* feature_text(FeatureSetting setting) {
  switch (setting) {
    case FeatureSetting::on: return "on";
    case FeatureSetting::off: return "off";
    case FeatureSetting::any: break;
  }
  return "any";
}

}  // namespace

Sha256Digest sha256(std::span<const uint8_t> bytes) {
  const auto result = llvm::SHA256::hash(llvm::ArrayRef<uint8_t>(bytes.data(), bytes.size()));
  Sha256Digest digest;
  std::copy(result.begin(), result.end(), digest.begin());
  return digest;
}

Sha256Digest sha256(std::string_view text) {
  return sha256(std::span(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

std::string to_hex(std::span<const uint8_t> bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string text;
  text.reserve(bytes.size() * 2);
  for (uint8_t byte : bytes) {
    text += kDigits[byte >> 4];
    text += kDigits[byte & 15];
  }
  return text;
}

const char* gfxtile_version() { return GFXTILE_VERSION; }
const char* compiler_llvm_version() { return GFXTILE_LLVM_VERSION; }

const std::string& loaded_llvm_version() {
  static const std::string version = [] {
    unsigned major = 0, minor = 0, patch = 0;
    LLVMGetVersion(&major, &minor, &patch);
    return fmt::format("{}.{}.{}", major, minor, patch);
  }();
  return version;
}

std::string cache_key_header(const KernelSource& source, const TargetId& target,
                             const CompileOptions& options) {
  // The source length goes in the header so that no choice of text can imitate another header.
  return fmt::format(
      "gfxtile-cache-key={}\ngfxtile={}\nllvm={}\nllvm.loaded={}\nkind={}\ntarget={}\n"
      "target.xnack={}\ntarget.sramecc={}\ntarget.llvm_features={}\n{}source_bytes={}\n",
      kKeyFormat, gfxtile_version(), compiler_llvm_version(), loaded_llvm_version(), source.kind, target.to_string(),
      feature_text(target.xnack), feature_text(target.sramecc), target.llvm_features(),
      options.canonical_text(), source.text.size());
}

CacheKey compute_cache_key(const KernelSource& source, const TargetId& target,
                           const CompileOptions& options) {
  llvm::SHA256 hasher;
  hasher.update(llvm::StringRef(cache_key_header(source, target, options)));
  hasher.update(llvm::StringRef(source.text.data(), source.text.size()));
  const auto result = hasher.final();
  CacheKey key;
  std::copy(result.begin(), result.end(), key.digest.begin());
  return key;
}

}  // namespace gfxtile
