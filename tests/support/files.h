#pragma once
// Helpers shared by tests: reading files, and where the shared data lives.

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

namespace gfxtile::testing {

inline std::filesystem::path shared_data_dir() { return std::filesystem::path(GFXTILE_SHARED_DIR) / "data"; }

// A file that cannot be opened (../shared missing, a path mistyped) throws with its path, so the
// test fails by name instead of reading an empty buffer (one indexed it and crashed).
inline std::ifstream open_for_reading(const std::filesystem::path& path, std::ios::openmode mode) {
  std::ifstream file(path, mode);
  if (!file) throw std::runtime_error("cannot read " + path.string());
  return file;
}

inline std::vector<uint8_t> read_bytes(const std::filesystem::path& path) {
  std::ifstream file = open_for_reading(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

inline std::string read_text(const std::filesystem::path& path) {
  std::ifstream file = open_for_reading(path, std::ios::in);
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
