// Fuzz target: the .npy reader of `gfxtile run` (tools/npy.h). Any input must give an array
// whose data matches its shape and dtype, or throw gfxtile::Error.

#include "tests/fuzz/fuzz_support.h"
#include "tools/npy.h"

using namespace gfxtile;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const tools::NpyArray array = tools::parse_npy(std::span(data, size), "fuzz.npy");
    if (array.data.size() != array.element_count() * tools::npy_element_size(array.descr)) __builtin_trap();
    fuzz::touch(array.data.data(), array.data.size());
  } catch (const Error&) {
  }
  return 0;
}
