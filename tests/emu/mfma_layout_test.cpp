// MFMA register layouts: operands are placed in registers by the golden CSVs of AMD's Matrix
// Instruction Calculator (../shared/data/mma-layouts), independently of the emulator's formula;
// the result read back by the CSV's D layout must equal the host product. Small integers make
// every product and sum exact, so each element's placement is checked exactly.

#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

#include "tests/emu/snippet.h"

using namespace gfxtile::emu;
using namespace gfxtile::emu::testing;

namespace {

struct Cell {
  int reg, lane, low_bit;
};
// rows x columns of cells from "<name>_<A|B|D>.csv".
std::vector<std::vector<Cell>> read_layout(const std::string& name, char matrix) {
  const std::string path = std::string(GFXTILE_SHARED_DIR) + "/data/mma-layouts/" + name + "_" + matrix + ".csv";
  std::ifstream file(path);
  REQUIRE(file.good());
  std::vector<std::vector<Cell>> rows;
  std::string line;
  while (std::getline(file, line)) {
    if (line.empty() || !(line[0] >= '0' && line[0] <= '9')) continue;
    std::stringstream stream(line);
    std::string cell;
    std::getline(stream, cell, ',');  // row index
    std::vector<Cell> row;
    while (std::getline(stream, cell, ',')) {
      Cell c{};
      c.reg = std::stoi(cell.substr(1));
      c.lane = std::stoi(cell.substr(cell.find('{') + 1));
      const size_t bits = cell.find(".[");
      c.low_bit = bits == std::string::npos ? 0 : std::stoi(cell.substr(cell.find(':', bits) + 1));
      row.push_back(c);
    }
    rows.push_back(row);
  }
  return rows;
}

enum class Element { bf16, f16, fp8_fnuz, f32, i8 };
// Encodings of the small integers -3..3 (host tables, not the emulator's converters).
uint32_t encode(int value, Element type) {
  static const std::map<int, uint32_t> bf16 = {{-3, 0xc040}, {-2, 0xc000}, {-1, 0xbf80}, {0, 0}, {1, 0x3f80}, {2, 0x4000}, {3, 0x4040}};
  static const std::map<int, uint32_t> f16 = {{-3, 0xc200}, {-2, 0xc000}, {-1, 0xbc00}, {0, 0}, {1, 0x3c00}, {2, 0x4000}, {3, 0x4200}};
  // FNUZ e4m3 (bias 8): 1.0 = exponent 8 = 0x40, 2.0 = 0x48, 3.0 = 1.5 * 2 = 0x4c.
  static const std::map<int, uint32_t> fp8 = {{-3, 0xcc}, {-2, 0xc8}, {-1, 0xc0}, {0, 0}, {1, 0x40}, {2, 0x48}, {3, 0x4c}};
  if (type == Element::fp8_fnuz) return fp8.at(value);
  if (type == Element::i8) return uint32_t(uint8_t(int8_t(value)));
  if (type == Element::f32) {
    const float f = float(value);
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    return bits;
  }
  return (type == Element::bf16 ? bf16 : f16).at(value);
}

struct Shape {
  std::string target, csv, mnemonic;
  int m, n, k;
  Element type;
  int a_registers, d_registers;
};

// Layout functions for the shapes the calculator does not cover (gfx950, from the notes).
using Placement = std::function<Cell(int row, int column)>;

void check_mfma(const Shape& shape, Placement place_a, Placement place_b, Placement place_d) {
  // Inputs: A[i][k], B[k][j] in -3..3 from a fixed pattern.
  std::vector<int> a(size_t(shape.m) * shape.k), b(size_t(shape.k) * shape.n);
  for (size_t i = 0; i < a.size(); ++i) a[i] = int((i * 7 + 3) % 7) - 3;
  for (size_t i = 0; i < b.size(); ++i) b[i] = int((i * 5 + 1) % 7) - 3;
  const int words = shape.a_registers;
  std::vector<uint32_t> input(size_t(2 * 64 * words), 0);
  for (int i = 0; i < shape.m; ++i)
    for (int kk = 0; kk < shape.k; ++kk) {
      const Cell c = place_a(i, kk);
      input[size_t(c.lane) * words + c.reg] |= encode(a[size_t(i) * shape.k + kk], shape.type) << c.low_bit;
    }
  for (int kk = 0; kk < shape.k; ++kk)
    for (int j = 0; j < shape.n; ++j) {
      const Cell c = place_b(kk, j);
      input[size_t(64 * words) + size_t(c.lane) * words + c.reg] |= encode(b[size_t(kk) * shape.n + j], shape.type) << c.low_bit;
    }
  const char* load = words == 1 ? "global_load_dword" : words == 2 ? "global_load_dwordx2" : "global_load_dwordx4";
  std::string body = fmt::format(R"(
  v_mul_u32_u24 v6, {0}, v0
  {1} v[10:{2}], v6, s[42:43]
  {1} v[20:{3}], v6, s[42:43] offset:{4}
  s_waitcnt vmcnt(0)
  {5} a[0:{6}], v[10:{2}], v[20:{3}], 0
  s_nop 15
  v_mul_u32_u24 v8, {7}, v0
)", words * 4, load, 10 + words - 1, 20 + words - 1, 64 * words * 4, shape.mnemonic, shape.d_registers - 1, shape.d_registers * 4);
  for (int r = 0; r < shape.d_registers; ++r)
    body += fmt::format("  v_accvgpr_read_b32 v30, a{}\n  global_store_dword v8, v30, s[40:41] offset:{}\n", r, 768 + 4 * r);
  SnippetOptions options;
  options.target = shape.target;
  options.input = input;
  options.extra_output_dwords = uint32_t(64 * shape.d_registers);
  const SnippetResult result = run_snippet(body, options);
  INFO((result.dispatch.fault ? result.dispatch.fault->to_string() : std::string()));
  REQUIRE(result.dispatch.ok());
  int mismatches = 0;
  for (int i = 0; i < shape.m; ++i)
    for (int j = 0; j < shape.n; ++j) {
      int expected = 0;
      for (int kk = 0; kk < shape.k; ++kk) expected += a[size_t(i) * shape.k + kk] * b[size_t(kk) * shape.n + j];
      const Cell c = place_d(i, j);
      const uint32_t word = result.output[192 + size_t(c.lane) * shape.d_registers + c.reg];
      float got;
      std::memcpy(&got, &word, 4);
      if (shape.type == Element::i8 ? int32_t(word) != expected : got != float(expected)) ++mismatches;
    }
  CHECK(mismatches == 0);
  CHECK(result.dispatch.statistics.mfma_flops == uint64_t(2) * shape.m * shape.n * shape.k);
}

void check_against_csv(const Shape& shape) {
  const auto layout_a = read_layout(shape.csv, 'A'), layout_b = read_layout(shape.csv, 'B'), layout_d = read_layout(shape.csv, 'D');
  REQUIRE(int(layout_a.size()) == shape.m);
  REQUIRE(int(layout_b.size()) == shape.k);
  REQUIRE(int(layout_d.size()) == shape.m);
  check_mfma(shape, [&](int i, int k) { return layout_a[i][k]; }, [&](int k, int j) { return layout_b[k][j]; },
             [&](int i, int j) { return layout_d[i][j]; });
}

}  // namespace

TEST_CASE("MFMA 16x16x16 bf16 follows the golden layout", "[emu][mfma]") {
  check_against_csv({"gfx942", "cdna3_v_mfma_f32_16x16x16_bf16", "v_mfma_f32_16x16x16_bf16", 16, 16, 16, Element::bf16, 2, 4});
}
TEST_CASE("MFMA 32x32x8 bf16 follows the golden layout", "[emu][mfma]") {
  check_against_csv({"gfx942", "cdna3_v_mfma_f32_32x32x8_bf16", "v_mfma_f32_32x32x8_bf16", 32, 32, 8, Element::bf16, 2, 16});
}
TEST_CASE("MFMA 16x16x16 f16 follows the golden layout", "[emu][mfma]") {
  check_against_csv({"gfx942", "cdna3_v_mfma_f32_16x16x16_f16", "v_mfma_f32_16x16x16_f16", 16, 16, 16, Element::f16, 2, 4});
}
TEST_CASE("MFMA 32x32x8 f16 follows the golden layout", "[emu][mfma]") {
  check_against_csv({"gfx942", "cdna3_v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16", 32, 32, 8, Element::f16, 2, 16});
}
TEST_CASE("MFMA 16x16x32 fp8 follows the golden layout", "[emu][mfma]") {
  check_against_csv({"gfx942", "cdna3_v_mfma_f32_16x16x32_fp8_fp8", "v_mfma_f32_16x16x32_fp8_fp8", 16, 16, 32, Element::fp8_fnuz, 2, 4});
}
TEST_CASE("gfx950 MFMA 16x16x32 and 32x32x16 bf16 follow the notes' layouts", "[emu][mfma]") {
  // notes/amdgpu.md: A[i][k] in lane M*(k/8) + i, element k % 8; B alike with j; D as 16x16 / 32x32.
  auto operand = [](int rows) {
    return [rows](int index, int k) { return Cell{(k % 8) / 2, rows * (k / 8) + index, 16 * (k % 2)}; };
  };
  check_mfma({"gfx950", "", "v_mfma_f32_16x16x32_bf16", 16, 16, 32, Element::bf16, 4, 4}, operand(16),
             [&](int k, int j) { return operand(16)(j, k); }, [](int i, int j) { return Cell{i % 4, 16 * (i / 4) + j, 0}; });
  check_mfma({"gfx950", "", "v_mfma_f32_32x32x16_bf16", 32, 32, 16, Element::bf16, 4, 16}, operand(32),
             [&](int k, int j) { return operand(32)(j, k); },
             [](int i, int j) { return Cell{4 * (i / 8) + i % 4, 32 * ((i / 4) % 2) + j, 0}; });
}
TEST_CASE("MFMA 16x16x4 and 32x32x2 f32 follow the golden layouts", "[emu][mfma]") {
  check_against_csv({"gfx942", "cdna3_v_mfma_f32_16x16x4_f32", "v_mfma_f32_16x16x4_f32", 16, 16, 4, Element::f32, 1, 4});
  check_against_csv({"gfx942", "cdna3_v_mfma_f32_32x32x2_f32", "v_mfma_f32_32x32x2_f32", 32, 32, 2, Element::f32, 1, 16});
}
TEST_CASE("MFMA i8 16x16x32 and 32x32x16 follow the general layout formula", "[emu][mfma]") {
  // notes/amdgpu.md: A[i][k] in lane M*(k/K_L) + i, byte k % K_L (K_L = 8); D as the f32 shapes.
  auto operand = [](int rows) { return [rows](int index, int k) { return Cell{(k % 8) / 4, rows * (k / 8) + index, 8 * (k % 4)}; }; };
  check_mfma({"gfx942", "", "v_mfma_i32_16x16x32_i8", 16, 16, 32, Element::i8, 2, 4}, operand(16),
             [&](int k, int j) { return operand(16)(j, k); }, [](int i, int j) { return Cell{i % 4, 16 * (i / 4) + j, 0}; });
  check_mfma({"gfx942", "", "v_mfma_i32_32x32x16_i8", 32, 32, 16, Element::i8, 2, 16}, operand(32),
             [&](int k, int j) { return operand(32)(j, k); },
             [](int i, int j) { return Cell{4 * (i / 8) + i % 4, 32 * ((i / 4) % 2) + j, 0}; });
}
TEST_CASE("MFMA f64 16x16x4 sums K products in double", "[emu][mfma]") {
  // A = 1.5 and B = 2.0 everywhere, C = 0.25: every element is 4 * 3.0 + 0.25 = 12.25.
  SnippetOptions options;
  const SnippetResult result = run_snippet(R"(
  v_mov_b32 v10, 0
  v_mov_b32 v11, 0x3ff80000
  v_mov_b32 v12, 0
  v_mov_b32 v13, 0x40000000
  v_mov_b32 v14, 0
  v_mov_b32 v15, 0x3fd00000
  v_accvgpr_write_b32 a0, v14
  v_accvgpr_write_b32 a1, v15
  v_accvgpr_write_b32 a2, v14
  v_accvgpr_write_b32 a3, v15
  v_accvgpr_write_b32 a4, v14
  v_accvgpr_write_b32 a5, v15
  v_accvgpr_write_b32 a6, v14
  v_accvgpr_write_b32 a7, v15
  v_mfma_f64_16x16x4_f64 a[0:7], v[10:11], v[12:13], a[0:7]
  s_nop 15
  v_accvgpr_read_b32 v1, a0
  v_accvgpr_read_b32 v2, a7
  v_accvgpr_read_b32 v3, a4
)", options);
  REQUIRE(result.dispatch.ok());
  for (int lane = 0; lane < 64; ++lane) {
    CHECK(result.v[0][lane] == 0);
    CHECK(result.v[1][lane] == 0x40288000u);  // 12.25
    CHECK(result.v[2][lane] == 0);
  }
  CHECK(result.dispatch.statistics.mfma_flops == 2 * 16 * 16 * 4);
}
TEST_CASE("gfx950 MFMA 16x16x32 and 32x32x16 f16 follow the notes' layouts", "[emu][mfma]") {
  auto operand = [](int rows) { return [rows](int index, int k) { return Cell{(k % 8) / 2, rows * (k / 8) + index, 16 * (k % 2)}; }; };
  check_mfma({"gfx950", "", "v_mfma_f32_16x16x32_f16", 16, 16, 32, Element::f16, 4, 4}, operand(16),
             [&](int k, int j) { return operand(16)(j, k); }, [](int i, int j) { return Cell{i % 4, 16 * (i / 4) + j, 0}; });
  check_mfma({"gfx950", "", "v_mfma_f32_32x32x16_f16", 32, 32, 16, Element::f16, 4, 16}, operand(32),
             [&](int k, int j) { return operand(32)(j, k); },
             [](int i, int j) { return Cell{4 * (i / 8) + i % 4, 32 * ((i / 4) % 2) + j, 0}; });
}
TEST_CASE("gfx942 MFMA 16x16x8 and 32x32x4 xf32 follow the f32 K-split layout with two k per lane", "[emu][mfma]") {
  // As the 16x16x4 / 32x32x2 f32 golden layouts with K_L = 2: A[i][k] in lane M*(k/2) + i,
  // register k % 2; B alike with j; D as the f32 shapes. Small integers are exact in xf32.
  auto operand = [](int rows) { return [rows](int index, int k) { return Cell{k % 2, rows * (k / 2) + index, 0}; }; };
  check_mfma({"gfx942", "", "v_mfma_f32_16x16x8_xf32", 16, 16, 8, Element::f32, 2, 4}, operand(16),
             [&](int k, int j) { return operand(16)(j, k); }, [](int i, int j) { return Cell{i % 4, 16 * (i / 4) + j, 0}; });
  check_mfma({"gfx942", "", "v_mfma_f32_32x32x4_xf32", 32, 32, 4, Element::f32, 2, 16}, operand(32),
             [&](int k, int j) { return operand(32)(j, k); },
             [](int i, int j) { return Cell{4 * (i / 8) + i % 4, 32 * ((i / 4) % 2) + j, 0}; });
}
TEST_CASE("gfx942 xf32 MFMA reads operands with 10 mantissa bits", "[emu][mfma]") {
  // xf32 keeps mantissa bits 22..13; the narrowing rule is docs/emulator.md's assumption
  // (round to nearest even; the ISA does not say). B = 1, C = 0, all 4 k equal:
  // 1 + 2^-10 + 2^-12 is below the halfway point and rounds down to 1 + 2^-10;
  // 1 + 2^-11 + 2^-13 is above the halfway point 1 + 2^-11 and rounds up to 1 + 2^-10.
  // Either way D = 4 (1 + 2^-10) = 0x40802000 (f32 operands would give 0x40802800 and
  // 0x40801400, truncation 0x40802000 and 0x40800000).
  for (uint32_t a_bits : {0x3f800000u | (1u << 13) | (1u << 11), 0x3f800000u | (1u << 12) | (1u << 10)}) {
    SnippetOptions options;
    options.target = "gfx942";
    const SnippetResult result = run_snippet(fmt::format(R"(
  v_mov_b32 v10, {:#x}
  v_mov_b32 v11, v10
  v_mov_b32 v12, 1.0
  v_mov_b32 v13, 1.0
  v_mfma_f32_32x32x4_xf32 a[0:15], v[10:11], v[12:13], 0
  s_nop 15
  v_accvgpr_read_b32 v1, a0
  v_accvgpr_read_b32 v2, a15
)", a_bits), options);
    REQUIRE(result.dispatch.ok());
    for (int lane = 0; lane < 64; ++lane) {
      CHECK(result.v[0][lane] == 0x40802000u);
      CHECK(result.v[1][lane] == 0x40802000u);
    }
  }
}
TEST_CASE("xf32 MFMAs are gfx942's: gfx950 refuses them at load time", "[emu][mfma]") {
  SnippetOptions options;
  options.target = "gfx950";
  CHECK_THROWS(run_snippet("  v_mfma_f32_32x32x4_xf32 a[0:15], v[10:11], v[12:13], 0\n", options));
}
