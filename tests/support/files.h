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

// The project's own test data (tests/data).
inline std::filesystem::path test_data_dir() { return std::filesystem::path(GFXTILE_SOURCE_DIR) / "tests" / "data"; }

// Every external code object, sorted: ../shared/data/external-kernels/<arch>/*.hsaco and
// tests/data/triton/<arch>/*.hsaco. Each has a .json and the compiler's .s listing beside it.
inline std::vector<std::filesystem::path> external_code_objects() {
  std::vector<std::filesystem::path> paths;
  for (const auto& root : {shared_data_dir() / "external-kernels", test_data_dir() / "triton"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root))
      if (entry.path().extension() == ".hsaco") paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  return paths;
}

}  // namespace gfxtile::testing
