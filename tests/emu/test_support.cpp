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

uint32_t external_shared_bytes(const std::string& relative_hsaco) {
  std::string path = std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/" + relative_hsaco;
  path.replace(path.size() - 6, 6, ".json");
  const auto bytes = read_binary(path);
  const std::string text(bytes.begin(), bytes.end());
  const size_t key = text.find("\"shared\"");
  if (key == std::string::npos) fail("{} has no \"shared\"", path);
  return uint32_t(std::stoul(text.substr(text.find(':', key) + 1)));
}

}  // namespace gfxtile::emu::testing
