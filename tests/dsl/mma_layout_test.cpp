// Matrix-unit layouts element by element: the gfx942 blocks against the golden CSVs of AMD's
// Matrix Instruction Calculator (../shared/data/mma-layouts), gfx950 and gfx1250 against the
// closed forms in ../shared/notes/amdgpu.md, and tiles of several blocks over several waves
// against the block layouts they are made of.
#include <catch2/catch.hpp>

#include <fstream>
#include <functional>
#include <set>
#include <sstream>

#include "core/error.h"
#include "dsl/mma_layout.h"

using namespace gfxtile;

namespace {

struct Cell {
  int row, column, reg, lane, low_bit;
};

// Every cell of "<name>_<A|B|D>.csv": row and column of the matrix, VGPR, lane, low bit.
std::vector<Cell> read_csv(const std::string& name, char matrix) {
  const std::string path = std::string(GFXTILE_SHARED_DIR) + "/data/mma-layouts/" + name + "_" + matrix + ".csv";
  std::ifstream file(path);
  INFO(path);
  REQUIRE(file.good());
  std::vector<Cell> cells;
  std::string line;
  while (std::getline(file, line)) {
    if (line.empty() || !(line[0] >= '0' && line[0] <= '9')) continue;
    std::stringstream stream(line);
    std::string text;
    std::getline(stream, text, ',');
    const int row = std::stoi(text);
    for (int column = 0; std::getline(stream, text, ','); ++column) {
      Cell cell{row, column, std::stoi(text.substr(1)), std::stoi(text.substr(text.find('{') + 1)), 0};
      if (const size_t bits = text.find(".["); bits != std::string::npos)
        cell.low_bit = std::stoi(text.substr(text.find(':', bits) + 1));
      cells.push_back(cell);
    }
  }
  return cells;
}

// A layout element index within a lane: VGPR r, bits [low + bits - 1 : low] is element r * (32 / bits) + low / bits.
void check_against_csv(const MmaInstruction& instruction, const std::string& csv, char matrix, MmaOperand operand,
                       int element_bits) {
  const LinearLayout block = mma_block_layout(instruction, operand);
  const auto cells = read_csv(csv, matrix);
  REQUIRE(static_cast<int64_t>(cells.size()) == block.total_out_size());
  REQUIRE(block.in_size(kRegister) * block.in_size(kLane) == static_cast<int>(cells.size()));
  for (const Cell& cell : cells) {
    const int reg = cell.reg * (32 / element_bits) + cell.low_bit / element_bits;
    INFO(instruction.name() << " " << matrix << "[" << cell.row << "][" << cell.column << "] = v" << cell.reg << "{"
                            << cell.lane << "} bit " << cell.low_bit);
    CHECK(block.apply({reg, cell.lane}) == std::vector<int32_t>{cell.row, cell.column});
  }
}

// Closed forms: (row, column) -> (register, lane).
using Placement = std::function<std::pair<int, int>(int row, int column)>;

void check_against_formula(const MmaInstruction& instruction, MmaOperand operand, const Placement& place) {
  const LinearLayout block = mma_block_layout(instruction, operand);
  const int rows = block.out_size(dim_name(0)), columns = block.out_size(dim_name(1));
  REQUIRE(block.in_size(kRegister) * block.in_size(kLane) == rows * columns);
  for (int row = 0; row < rows; ++row)
    for (int column = 0; column < columns; ++column) {
      const auto [reg, lane] = place(row, column);
      INFO(instruction.name() << " operand " << static_cast<int>(operand) << " [" << row << "][" << column << "]");
      CHECK(block.apply({reg, lane}) == std::vector<int32_t>{row, column});
    }
}

struct DefaultsScope {
  LayoutDefaults saved = layout_defaults();
  DefaultsScope(int wave_size, int waves) { layout_defaults() = {wave_size, waves, "test"}; }
  ~DefaultsScope() { layout_defaults() = saved; }
};

// Each element of a tile held by exactly one (register, lane) per wave group, and every held
// element's position inside its block given by the block layout.
void check_tile(const MmaInstruction& instruction, const Layout& layout, MmaOperand operand) {
  const LinearLayout block = mma_block_layout(instruction, operand);
  const int block_rows = block.out_size(dim_name(0)), block_columns = block.out_size(dim_name(1));
  const int block_registers = block.in_size(kRegister);
  std::set<std::pair<int, int>> seen;
  for (int reg = 0; reg < layout.registers(); ++reg)
    for (int lane = 0; lane < layout.lanes(); ++lane)
      for (int wave = 0; wave < layout.waves(); ++wave) {
        const auto at = layout.coordinates(reg, lane, wave);
        seen.insert({at[0], at[1]});
        CHECK(block.apply({reg % block_registers, lane}) ==
              std::vector<int32_t>{at[0] % block_rows, at[1] % block_columns});
      }
  CHECK(static_cast<int64_t>(seen.size()) == layout.elements());
}

}  // namespace

TEST_CASE("gfx942 MFMA block layouts match AMD's matrix instruction calculator", "[dsl][mma]") {
  struct Case {
    DType dtype;
    MmaShape shape;
    std::string csv;
    int bits;
  };
  for (const Case& c : {Case{bf16, {16, 16, 16}, "cdna3_v_mfma_f32_16x16x16_bf16", 16},
                        Case{f16, {16, 16, 16}, "cdna3_v_mfma_f32_16x16x16_f16", 16},
                        Case{bf16, {32, 32, 8}, "cdna3_v_mfma_f32_32x32x8_bf16", 16},
                        Case{f16, {32, 32, 8}, "cdna3_v_mfma_f32_32x32x8_f16", 16},
                        Case{f8e4m3fnuz, {16, 16, 32}, "cdna3_v_mfma_f32_16x16x32_fp8_fp8", 8}}) {
    const MmaInstruction& instruction = mma_instruction(Architecture::gfx942, c.dtype, c.shape);
    check_against_csv(instruction, c.csv, 'A', MmaOperand::a, c.bits);
    check_against_csv(instruction, c.csv, 'B', MmaOperand::b, c.bits);
    check_against_csv(instruction, c.csv, 'D', MmaOperand::accumulator, 32);
  }
}

TEST_CASE("gfx950 MFMA and gfx1250 WMMA block layouts match the closed forms of the notes", "[dsl][mma]") {
  // MFMA 16x16x32 / 32x32x16 (gfx950): A lane M*(k/8) + i, element k%8; D as the gfx942 shapes.
  // The fp8 forms (gfx942 FNUZ beyond the calculator's 16x16x32 fp8, gfx950 OCP) hold 8 k per lane alike.
  struct Form {
    Architecture architecture;
    DType dtype;
  };
  for (const Form form : {Form{Architecture::gfx950, bf16}, Form{Architecture::gfx950, f16},
                          Form{Architecture::gfx950, f8e4m3}, Form{Architecture::gfx950, f8e5m2},
                          Form{Architecture::gfx942, f8e4m3fnuz}, Form{Architecture::gfx942, f8e5m2fnuz}})
    for (int m : {16, 32}) {
      const MmaInstruction& instruction = mma_instruction(form.architecture, form.dtype, {m, m, 512 / m});
      check_against_formula(instruction, MmaOperand::a, [m](int i, int k) { return std::pair{k % 8, m * (k / 8) + i}; });
      check_against_formula(instruction, MmaOperand::b, [m](int k, int j) { return std::pair{k % 8, m * (k / 8) + j}; });
      if (m == 16)
        check_against_formula(instruction, MmaOperand::accumulator,
                              [](int i, int j) { return std::pair{i % 4, 16 * (i / 4) + j}; });
      else
        check_against_formula(instruction, MmaOperand::accumulator,
                              [](int i, int j) { return std::pair{4 * (i / 8) + i % 4, 32 * ((i / 4) % 2) + j}; });
    }
  // WMMA 16x16x32 (gfx1250, wave32): A lane 16*((k/8)%2) + i, element 8*(k/16) + k%8; D lane
  // 16*(i/8) + j, register i%8.
  // The 8-bit forms (K = 64) by the same rule.
  for (DType dtype : {bf16, f16, f8e4m3, f8e5m2}) {
    const MmaInstruction& instruction = mma_instruction(Architecture::gfx1250, dtype, {});
    check_against_formula(instruction, MmaOperand::a,
                          [](int i, int k) { return std::pair{8 * (k / 16) + k % 8, 16 * ((k / 8) % 2) + i}; });
    check_against_formula(instruction, MmaOperand::b,
                          [](int k, int j) { return std::pair{8 * (k / 16) + k % 8, 16 * ((k / 8) % 2) + j}; });
    check_against_formula(instruction, MmaOperand::accumulator,
                          [](int i, int j) { return std::pair{i % 8, 16 * (i / 8) + j}; });
  }
}

TEST_CASE("gfx942 xf32 MFMA block layouts: the f32 K-split with two k per lane", "[dsl][mma]") {
  // As the emulator's golden test (tests/emu/mfma_layout_test.cpp): A lane M*(k/2) + i, register
  // k % 2; B alike with j; D as the other shapes of the same m.
  for (int m : {16, 32}) {
    const MmaInstruction& instruction = mma_instruction(Architecture::gfx942, f32, {m, m, 128 / m});
    CHECK(instruction.xf32);
    check_against_formula(instruction, MmaOperand::a, [m](int i, int k) { return std::pair{k % 2, m * (k / 2) + i}; });
    check_against_formula(instruction, MmaOperand::b, [m](int k, int j) { return std::pair{k % 2, m * (k / 2) + j}; });
    if (m == 16)
      check_against_formula(instruction, MmaOperand::accumulator, [](int i, int j) { return std::pair{i % 4, 16 * (i / 4) + j}; });
    else
      check_against_formula(instruction, MmaOperand::accumulator,
                            [](int i, int j) { return std::pair{4 * (i / 8) + i % 4, 32 * ((i / 4) % 2) + j}; });
  }
}

TEST_CASE("MMA tiles of several blocks over several waves", "[dsl][mma]") {
  struct Case {
    Architecture architecture;
    DType dtype;
    MmaShape shape;
    std::vector<int64_t> tile;
    std::vector<int> waves;
    int64_t k;
  };
  for (const Case& c : {Case{Architecture::gfx942, bf16, {16, 16, 16}, {64, 32}, {}, 64},
                        Case{Architecture::gfx942, f16, {32, 32, 8}, {64, 64}, {2, 2}, 32},
                        Case{Architecture::gfx942, f8e4m3fnuz, {16, 16, 32}, {32, 64}, {1, 4}, 64},
                        Case{Architecture::gfx950, bf16, {32, 32, 16}, {128, 64}, {}, 32},
                        Case{Architecture::gfx950, f16, {16, 16, 32}, {16, 16}, {}, 64},  // waves hold copies
                        Case{Architecture::gfx1250, bf16, {16, 16, 32}, {32, 64}, {2, 2}, 64}}) {
    const MmaInstruction& instruction = mma_instruction(c.architecture, c.dtype, c.shape);
    DefaultsScope scope(instruction.wave_size, 4);
    INFO(instruction.name() << " tile " << c.tile[0] << "x" << c.tile[1]);
    const Layout accumulator = mma_layout(instruction, c.tile, c.waves);
    CHECK(is_mma_layout(instruction, accumulator));
    CHECK(accumulator.shape() == c.tile);
    const Layout a = dot_operand_layout(instruction, accumulator, MmaOperand::a, c.k);
    const Layout b = dot_operand_layout(instruction, accumulator, MmaOperand::b, c.k);
    CHECK(a.shape() == std::vector<int64_t>{c.tile[0], c.k});
    CHECK(b.shape() == std::vector<int64_t>{c.k, c.tile[1]});
    check_tile(instruction, accumulator, MmaOperand::accumulator);
    check_tile(instruction, a, MmaOperand::a);
    check_tile(instruction, b, MmaOperand::b);
    // Each wave holds the rows of A (columns of B) that its accumulator blocks need, for every k.
    for (int wave = 0; wave < 4; ++wave) {
      std::set<int> rows, a_rows, columns, b_columns;
      for (int reg = 0; reg < accumulator.registers(); ++reg)
        for (int lane = 0; lane < accumulator.lanes(); ++lane) {
          const auto at = accumulator.coordinates(reg, lane, wave);
          rows.insert(at[0]), columns.insert(at[1]);
        }
      std::set<std::pair<int, int>> a_elements, b_elements;
      for (int reg = 0; reg < a.registers(); ++reg)
        for (int lane = 0; lane < a.lanes(); ++lane) {
          const auto at = a.coordinates(reg, lane, wave);
          a_rows.insert(at[0]), a_elements.insert({at[0], at[1]});
        }
      for (int reg = 0; reg < b.registers(); ++reg)
        for (int lane = 0; lane < b.lanes(); ++lane) {
          const auto at = b.coordinates(reg, lane, wave);
          b_columns.insert(at[1]), b_elements.insert({at[0], at[1]});
        }
      CHECK(rows == a_rows);
      CHECK(columns == b_columns);
      CHECK(a_elements.size() == rows.size() * static_cast<size_t>(c.k));  // no register holds a copy
      CHECK(b_elements.size() == columns.size() * static_cast<size_t>(c.k));
      CHECK(static_cast<size_t>(a.registers() * a.lanes()) == a_elements.size());
    }
  }
}

TEST_CASE("MMA layout errors name the author's line", "[dsl][mma]") {
  DefaultsScope scope(64, 4);
  const MmaInstruction& instruction = mma_instruction(Architecture::gfx942, bf16, {32, 32, 8});
  CHECK_THROWS_WITH(mma_layout(instruction, {48, 32}), Catch::Contains("mma_layout_test.cpp:") &&
                                                           Catch::Contains("multiples of 32x32"));
  CHECK_THROWS_WITH(mma_layout(instruction, {64, 64}, {8, 1}), Catch::Contains("product divides the kernel's 4 waves"));
  const Layout accumulator = mma_layout(instruction, {64, 64});
  CHECK_THROWS_WITH(dot_operand_layout(instruction, accumulator, MmaOperand::a, 12), Catch::Contains("multiple of"));
  const Layout other = mma_layout(mma_instruction(Architecture::gfx942, bf16, {16, 16, 16}), {64, 64});
  CHECK_THROWS_WITH(dot_operand_layout(instruction, other, MmaOperand::a, 32),
                    Catch::Contains("not an mfma_f32_32x32x8_bf16 layout"));
  CHECK_THROWS_WITH(mma_instruction(Architecture::gfx950, f8e4m3fnuz, {}), Catch::Contains("offers"));
  CHECK_THROWS_WITH(mma_instruction(Architecture::gfx942, f8e4m3, {}), Catch::Contains("offers"));
  CHECK(mma_instruction(Architecture::gfx942, bf16).shape == MmaShape{16, 16, 16});
  CHECK(mma_instruction(Architecture::gfx1250, f16).shape == MmaShape{16, 16, 32});
}

TEST_CASE("MMA tiles with fewer wave splits than waves: copies, and 16x16 sub-tiles in registers", "[dsl][mma][slice]") {
  for (Architecture architecture : {Architecture::gfx942, Architecture::gfx950, Architecture::gfx1250}) {
    const MmaInstruction& instruction = mma_instruction(architecture, f32, {16, 16, 4});
    const int waves = instruction.wave_size == 32 ? 8 : 4;
    DefaultsScope scope(instruction.wave_size, waves);
    INFO(instruction.name());
    const Layout whole = mma_layout(instruction, {64, 64}, {1, 1});
    CHECK(is_mma_layout(instruction, whole));
    // Every wave holds every element once.
    for (int wave = 0; wave < waves; ++wave) {
      std::set<std::pair<int, int>> held;
      for (int reg = 0; reg < whole.registers(); ++reg)
        for (int lane = 0; lane < whole.lanes(); ++lane) {
          const auto at = whole.coordinates(reg, lane, wave);
          held.insert({at[0], at[1]});
        }
      CHECK(held.size() == 64u * 64u);
    }
    const Layout block = mma_layout(instruction, {16, 16}, {1, 1});
    for (MmaOperand operand : {MmaOperand::accumulator, MmaOperand::a, MmaOperand::b}) {
      const Layout tile = operand == MmaOperand::accumulator ? whole : dot_operand_layout(instruction, whole, operand, 64);
      const Layout expected = operand == MmaOperand::accumulator ? block : dot_operand_layout(instruction, block, operand, 16);
      for (int64_t i : {0, 16, 48})
        for (int64_t j : {0, 32}) {
          const Layout part = subtile(tile, {i, j}, {16, 16});
          CHECK(part.linear() == expected.linear());
          // Register r of the part at (lane, wave) is the whole tile's element shifted by (i, j).
          for (int reg = 0; reg < part.registers(); ++reg)
            for (int lane = 0; lane < part.lanes(); lane += 5) {
              const auto at = part.coordinates(reg, lane, waves - 1);
              bool found = false;
              for (int whole_reg = 0; whole_reg < tile.registers() && !found; ++whole_reg)
                found = tile.coordinates(whole_reg, lane, waves - 1) == std::vector<int32_t>{at[0] + int32_t(i), at[1] + int32_t(j)};
              CHECK(found);
            }
        }
    }
    // A layout whose waves split the tile has no 16x16 sub-tile in every wave's registers.
    const Layout split = mma_layout(instruction, {64, 64});
    CHECK_THROWS_WITH(subtile(split, {0, 0}, {16, 16}), Catch::Contains("wave basis") && Catch::Contains("crosses"));
    CHECK_THROWS_WITH(subtile(whole, {8, 0}, {16, 16}), Catch::Contains("multiples"));
    CHECK_THROWS_WITH(subtile(whole, {0, 0}, {4, 16}), Catch::Contains("crosses"));  // a lane basis moves row 4
  }
}
