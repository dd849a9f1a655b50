// The .npy reader of `gfxtile run` (tools/npy.h) on inputs built here byte by byte, after the
// NumPy format description (numpy.lib.format: magic, version, little-endian header length, a
// Python dict literal, the data), and on what tests/fuzz/npy_fuzzer found.

#include <catch2/catch.hpp>

#include "core/error.h"
#include "tests/support/files.h"
#include "tools/npy.h"

using namespace gfxtile;
using namespace gfxtile::tools;

namespace {

std::vector<uint8_t> npy_bytes(const std::string& header, const std::vector<uint8_t>& data) {
  std::vector<uint8_t> bytes = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, uint8_t(header.size()), uint8_t(header.size() >> 8)};
  bytes.insert(bytes.end(), header.begin(), header.end());
  bytes.insert(bytes.end(), data.begin(), data.end());
  return bytes;
}

NpyArray parse(const std::string& header, const std::vector<uint8_t>& data = {}) { return parse_npy(npy_bytes(header, data), "x.npy"); }

}  // namespace

TEST_CASE(".npy: a well-formed header gives dtype, shape and data", "[tools][npy]") {
  const std::vector<uint8_t> data = {1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0};
  const NpyArray array = parse("{'descr': '<u2', 'fortran_order': False, 'shape': (2, 3), }\n", data);
  CHECK(array.descr == "<u2");
  CHECK(array.shape == std::vector<uint64_t>{2, 3});
  CHECK(array.data == data);
  CHECK(parse("{'descr': '<f4', 'fortran_order': False, 'shape': (1,), }", {0, 0, 128, 63}).shape == std::vector<uint64_t>{1});
  CHECK(parse("{'descr': '|i1', 'fortran_order': False, 'shape': (), }", {7}).data == std::vector<uint8_t>{7});
}

TEST_CASE(".npy: malformed headers are Errors naming the file", "[tools][npy][fuzz]") {
  // std::stoull threw std::invalid_argument on these before (found by tests/fuzz/npy_fuzzer).
  CHECK_THROWS_WITH(parse("{'descr': '<i4', 'fortran_order': False, 'shape': (2, x), }"), Catch::Contains("x.npy: .npy shape '(2, x)': 'x' is not a dimension"));
  CHECK_THROWS_WITH(parse("{'descr': '<fx', 'fortran_order': False, 'shape': (1,), }"), Catch::Contains("unsupported .npy dtype '<fx'"));
  CHECK_THROWS_WITH(parse("{'descr': '<f16', 'fortran_order': False, 'shape': (1,), }"), Catch::Contains("element size 1, 2, 4 or 8"));
  CHECK_THROWS_WITH(parse("{'descr': '<f4', 'fortran_order': False, 'shape': (1, 99999999999999999999), }"), Catch::Contains("is not a dimension"));
  // The unterminated tuple, string and word, and a key with no value.
  CHECK_THROWS_WITH(parse("{'descr': '<f4', 'fortran_order': False, 'shape': (1, "), Catch::Contains("does not end"));
  CHECK_THROWS_WITH(parse("{'descr': '<f4"), Catch::Contains("the value of 'descr' does not end"));
  CHECK_THROWS_WITH(parse("{'descr': '<f4', 'fortran_order'"), Catch::Contains("no ':' after 'fortran_order'"));
  CHECK_THROWS_WITH(parse("{'descr': '<f4', 'fortran_order': "), Catch::Contains("ends after 'fortran_order'"));
  CHECK_THROWS_WITH(parse("{'descr': <f4, 'fortran_order': False, 'shape': (1,), }"), Catch::Contains("not a quoted type string"));
  CHECK_THROWS_WITH(parse("{'descr': '<f4', 'fortran_order': False, 'shape': (,), }"), Catch::Contains("empty dimension"));
  // 2^32 x 2^32 x 4 bytes wrapped around to 0 bytes expected before.
  CHECK_THROWS_WITH(parse("{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296), }"), Catch::Contains("too large"));
  CHECK_THROWS_WITH(parse("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }", {0, 0, 0}), Catch::Contains("8 data bytes expected, 3 present"));
}

TEST_CASE(".npy: the fuzzer's crashing input is an Error", "[tools][npy][fuzz]") {
  const auto bytes = testing::read_bytes(testing::test_data_dir() / "fuzz/npy/shape-with-nul-bytes.npy");
  REQUIRE(bytes.size() > 10);
  CHECK_THROWS_AS(parse_npy(bytes, "shape-with-nul-bytes.npy"), Error);
}
