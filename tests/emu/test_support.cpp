#include "tests/emu/test_support.h"

#include <fstream>
#include <iterator>

#include "core/error.h"

namespace gfxtile::emu::testing {

std::vector<uint8_t> read_binary(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) fail("cannot open '{}'", path);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

CodeObject external_kernel(const std::string& relative) {
  return CodeObject::parse(read_binary(std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/" + relative));
}

}  // namespace gfxtile::emu::testing
