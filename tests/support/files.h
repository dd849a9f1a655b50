#pragma once
// Helpers shared by tests: reading files, and where the shared data lives.

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace gfxtile::testing {

inline std::filesystem::path shared_data_dir() { return std::filesystem::path(GFXTILE_SHARED_DIR) / "data"; }

inline std::vector<uint8_t> read_bytes(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

inline std::string read_text(const std::filesystem::path& path) {
  std::ifstream file(path);
  return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

// Every external code object (../shared/data/external-kernels/<arch>/*.hsaco), sorted.
inline std::vector<std::filesystem::path> external_code_objects() {
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(shared_data_dir() / "external-kernels"))
    if (entry.path().extension() == ".hsaco") paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  return paths;
}

}  // namespace gfxtile::testing
