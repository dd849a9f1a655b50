#pragma once
// A minimal NumPy .npy reader and writer (format versions 1.0 and 2.0, little-endian, C order)
// for `gfxtile run`.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gfxtile::tools {

struct NpyArray {
  std::string descr;           // NumPy type string: "<f4", "<u2", "|i1", ...
  std::vector<uint64_t> shape;
  std::vector<uint8_t> data;   // raw little-endian elements, C order
  uint64_t element_count() const;
};

// Throws Error naming the path when the file is not a supported .npy.
NpyArray read_npy(const std::string& path);
// The same for bytes already read; `name` (a path) prefixes the error messages.
NpyArray parse_npy(std::span<const uint8_t> bytes, const std::string& name);
void write_npy(const std::string& path, const NpyArray& array);

// gfxtile's dtype names (f32, f16, bf16, f64, i8, u8, i16, u16, i32, u32, i64) -> NumPy descr
// and element size. bf16 is stored as uint16 bit patterns. Throws Error for other names.
std::string npy_descr_for(const std::string& dtype);
uint64_t npy_element_size(const std::string& descr);

}  // namespace gfxtile::tools
