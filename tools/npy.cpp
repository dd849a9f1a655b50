#include "tools/npy.h"

#include <charconv>
#include <cstring>
#include <fstream>
#include <iterator>

#include <fmt/format.h>

#include "core/error.h"

namespace gfxtile::tools {

uint64_t NpyArray::element_count() const {
  uint64_t count = 1;
  for (uint64_t d : shape) count *= d;
  return count;
}

std::string npy_descr_for(const std::string& dtype) {
  struct Entry {
    const char* name;
    const char* descr;
  };
  static constexpr Entry kEntries[] = {{"f32", "<f4"}, {"f16", "<f2"}, {"bf16", "<u2"}, {"f64", "<f8"}, {"i8", "|i1"}, {"u8", "|u1"},
                                       {"i16", "<i2"}, {"u16", "<u2"}, {"i32", "<i4"}, {"u32", "<u4"}, {"i64", "<i8"}};
  for (const Entry& e : kEntries)
    if (dtype == e.name) return e.descr;
  fail("unknown dtype '{}' (f32, f16, bf16, f64, i8, u8, i16, u16, i32, u32, i64)", dtype);
}

uint64_t npy_element_size(const std::string& descr) {
  if (descr.size() < 3 || (descr[0] != '<' && descr[0] != '|' && descr[0] != '=')) fail("unsupported .npy dtype '{}' (little-endian only)", descr);
  const char kind = descr[1];
  if (kind != 'f' && kind != 'i' && kind != 'u' && kind != 'b') fail("unsupported .npy dtype '{}'", descr);
  // Only the sizes of the dtypes gfxtile has; std::stoull would also take "4 junk" and throw
  // std::invalid_argument (not an Error) on "x".
  const std::string size = descr.substr(2);
  if (size != "1" && size != "2" && size != "4" && size != "8") fail("unsupported .npy dtype '{}' (element size 1, 2, 4 or 8)", descr);
  return uint64_t(size[0] - '0');
}

namespace {

// The text of 'key': <value> in the header dictionary: a quoted string with its quotes, a
// parenthesised tuple with its parentheses, or a bare word up to ',' or '}'.
std::string header_field(const std::string& header, const std::string& key, const std::string& path) {
  const size_t at = header.find("'" + key + "'");
  if (at == std::string::npos) fail("{}: .npy header has no '{}'", path, key);
  size_t start = at + key.size() + 2;
  while (start < header.size() && header[start] == ' ') ++start;
  if (start >= header.size() || header[start] != ':') fail("{}: .npy header: no ':' after '{}'", path, key);
  ++start;
  while (start < header.size() && header[start] == ' ') ++start;
  if (start >= header.size()) fail("{}: .npy header ends after '{}'", path, key);
  size_t end = std::string::npos;
  if (header[start] == '(') {
    end = header.find(')', start);
    if (end != std::string::npos) ++end;
  } else if (header[start] == '\'') {
    end = header.find('\'', start + 1);
    if (end != std::string::npos) ++end;
  } else {
    end = header.find_first_of(",}", start);
  }
  if (end == std::string::npos) fail("{}: .npy header: the value of '{}' does not end", path, key);
  return header.substr(start, end - start);
}

// "(2, 3)", "(5,)", "()" -> the dimensions. Each must be a decimal number.
std::vector<uint64_t> parse_shape(const std::string& text, const std::string& path) {
  if (text.size() < 2 || text.front() != '(' || text.back() != ')') fail("{}: .npy shape '{}' is not a tuple", path, text);
  std::vector<uint64_t> shape;
  size_t position = 1;
  while (position < text.size()) {
    const size_t next = text.find_first_of(",)", position);
    std::string item = text.substr(position, next - position);
    item.erase(0, item.find_first_not_of(' '));
    item.erase(item.find_last_not_of(' ') + 1);
    if (!item.empty()) {
      uint64_t value = 0;
      const auto [end, error] = std::from_chars(item.data(), item.data() + item.size(), value);
      if (error != std::errc() || end != item.data() + item.size()) fail("{}: .npy shape '{}': '{}' is not a dimension", path, text, item);
      shape.push_back(value);
    } else if (text[next] == ',') {
      fail("{}: .npy shape '{}' has an empty dimension", path, text);
    }
    position = next + 1;
  }
  return shape;
}

}  // namespace

NpyArray read_npy(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) fail("cannot open '{}'", path);
  const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  return parse_npy(bytes, path);
}

NpyArray parse_npy(std::span<const uint8_t> bytes, const std::string& path) {
  if (bytes.size() < 10 || std::memcmp(bytes.data(), "\x93NUMPY", 6) != 0) fail("{}: not a .npy file", path);
  const int major = bytes[6];
  size_t header_length, header_start;
  if (major == 1) {
    header_length = bytes[8] | size_t(bytes[9]) << 8;
    header_start = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12) fail("{}: truncated .npy header", path);
    header_length = bytes[8] | size_t(bytes[9]) << 8 | size_t(bytes[10]) << 16 | size_t(bytes[11]) << 24;
    header_start = 12;
  } else {
    fail("{}: .npy format version {} is not supported", path, major);
  }
  if (header_length > bytes.size() - header_start) fail("{}: truncated .npy header", path);
  const std::string header(bytes.begin() + long(header_start), bytes.begin() + long(header_start + header_length));
  NpyArray array;
  const std::string descr = header_field(header, "descr", path);
  if (descr.size() < 2 || descr.front() != '\'') fail("{}: .npy descr {} is not a quoted type string", path, descr);
  array.descr = descr.substr(1, descr.size() - 2);
  if (header_field(header, "fortran_order", path) != "False") fail("{}: Fortran-order arrays are not supported", path);
  array.shape = parse_shape(header_field(header, "shape", path), path);
  uint64_t data_bytes = npy_element_size(array.descr);
  for (uint64_t dimension : array.shape)
    if (__builtin_mul_overflow(data_bytes, dimension, &data_bytes)) fail("{}: .npy shape is too large", path);
  const size_t data_start = header_start + header_length;
  if (bytes.size() - data_start < data_bytes) fail("{}: {} data bytes expected, {} present", path, data_bytes, bytes.size() - data_start);
  array.data.assign(bytes.begin() + long(data_start), bytes.begin() + long(data_start + data_bytes));
  return array;
}

void write_npy(const std::string& path, const NpyArray& array) {
  std::string shape = "(";
  for (uint64_t d : array.shape) shape += fmt::format("{}, ", d);
  if (array.shape.size() > 1) shape.resize(shape.size() - 2);
  else if (array.shape.size() == 1) shape.resize(shape.size() - 1);
  shape += ")";
  std::string header = fmt::format("{{'descr': '{}', 'fortran_order': False, 'shape': {}, }}", array.descr, shape);
  // Pad with spaces so that the data starts at a multiple of 64 bytes; the header ends in '\n'.
  const size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (!file) fail("cannot write '{}'", path);
  const uint8_t preamble[10] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, uint8_t(header.size()), uint8_t(header.size() >> 8)};
  file.write(reinterpret_cast<const char*>(preamble), 10);
  file.write(header.data(), std::streamsize(header.size()));
  file.write(reinterpret_cast<const char*>(array.data.data()), std::streamsize(array.data.size()));
  if (!file) fail("cannot write '{}'", path);
}

}  // namespace gfxtile::tools
