// Fuzz target: the JIT cache's entry reader (runtime/cache_entry.h), which reads files other
// processes write, truncate or damage. Any input is rejected with a reason or decodes to an
// entry that re-encodes to the same bytes.

#include <string>

#include "runtime/cache_entry.h"
#include "tests/fuzz/fuzz_support.h"

using namespace gfxtile;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string problem;
  const std::span<const uint8_t> bytes(data, size);
  const auto entry = decode_cache_entry(bytes, nullptr, problem);
  if (!entry) {
    if (problem.empty()) __builtin_trap();  // a rejection must say why
    return 0;
  }
  // A decoded entry re-encodes to the input: nothing in the header went unchecked.
  const std::vector<uint8_t> encoded = encode_cache_entry(entry->key, entry->description, entry->payload);
  if (encoded.size() != size || !std::equal(encoded.begin(), encoded.end(), data)) __builtin_trap();
  CacheKey other = entry->key;
  other.digest[0] ^= 1;
  if (decode_cache_entry(bytes, &other, problem)) __builtin_trap();  // the wrong key is refused
  return 0;
}
