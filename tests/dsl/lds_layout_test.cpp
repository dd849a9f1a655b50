// LDS layouts: swizzled and padded offsets, bank-conflict counts and the conflict-free
// derivation, against hand-computed expectations (the bank arithmetic is written out beside
// each case, under docs/emulator.md's model).
#include <catch2/catch.hpp>

#include "core/error.h"
#include "dsl/lds_layout.h"
#include "dsl/mma_layout.h"
#include "dsl/tensor.h"
#include "dsl/builder.h"

#include <map>
#include <set>

using namespace gfxtile;

namespace {

using Bases = std::vector<std::vector<int32_t>>;

Layout distributed(Bases registers, Bases lanes, Bases waves, std::vector<int32_t> shape) {
  std::vector<LinearLayout::OutDim> outs;
  for (size_t d = 0; d < shape.size(); ++d) outs.push_back({dim_name(static_cast<int>(d)), shape[d]});
  return Layout(LinearLayout({{kRegister, std::move(registers)}, {kLane, std::move(lanes)}, {kWave, std::move(waves)}},
                             outs));
}

// f32 [64, 32], one wave: lane l holds row l, its 32 registers the row's columns.
Layout rows_per_lane() {
  Bases registers, lanes;
  for (int bit = 0; bit < 5; ++bit) registers.push_back({0, 1 << bit});
  for (int bit = 0; bit < 6; ++bit) lanes.push_back({1 << bit, 0});
  return distributed(registers, lanes, {}, {64, 32});
}

struct DefaultsScope {
  LayoutDefaults saved = layout_defaults();
  DefaultsScope(int wave_size, int waves) { layout_defaults() = {wave_size, waves, "test"}; }
  ~DefaultsScope() { layout_defaults() = saved; }
};

}  // namespace

TEST_CASE("swizzled and padded LDS layouts place elements by hand-computed offsets", "[dsl][lds]") {
  // 8 x 16, vectors of 2 XORed with row % 4: row r's column c lands at 16 r + (c ^ 2 (r % 4)).
  const LdsLayout swizzled = swizzled_lds({8, 16}, 2, 1, 4);
  CHECK(lds_layout_bases(swizzled) == std::vector<int64_t>{16 + 2, 32 + 4, 64, 1, 2, 4, 8});
  CHECK(swizzled.offset({3, 5}) == 48 + (5 ^ 6));
  CHECK(swizzled.offset({6, 1}) == 96 + (1 ^ 4));
  CHECK(swizzled.linear.is_injective());
  CHECK(!swizzled.is_row_major());
  // per_phase 2: rows 0-1 phase 0, rows 2-3 phase 1 ...
  CHECK(swizzled_lds({8, 16}, 4, 2, 4).offset({5, 3}) == 80 + (3 ^ 8));
  // Column-fastest order [0, 1] swizzles the rows instead.
  CHECK(swizzled_lds({16, 8}, 2, 1, 4, {0, 1}).offset({5, 3}) == 3 * 16 + (5 ^ 6));

  const LdsLayout row_major = row_major_lds({4, 8});
  CHECK(row_major.is_row_major());
  CHECK(row_major.offset({2, 3}) == 19);
  CHECK(row_major_lds({4, 8}, {0, 1}).offset({2, 3}) == 14);
  // 4 x 8 with 2 elements of padding after every 8: element (2, 3) at 19 + 2 * 2.
  const LdsLayout padded = padded_lds({4, 8}, 8, 2);
  CHECK(padded.offset({2, 3}) == 23);
  CHECK(padded.allocation_elements() == 31 + 3 * 2 + 1);
  CHECK(!padded.is_row_major());

  const LdsLayout rebuilt = lds_layout_from_bases({8, 16}, lds_layout_bases(swizzled), lds_layout_padding(swizzled));
  CHECK(rebuilt == swizzled);
  const LdsLayout rebuilt_padded = lds_layout_from_bases({4, 8}, lds_layout_bases(padded), lds_layout_padding(padded));
  CHECK(rebuilt_padded == padded);
}

TEST_CASE("LDS layout misuse names the author's line", "[dsl][lds]") {
  auto message = [](auto&& build) {
    try {
      build();
    } catch (const Error& error) {
      return std::string(error.what());
    }
    return std::string();
  };
  const std::string wide = message([] { swizzled_lds({8, 16}, 8, 1, 4); });
  CHECK(wide.find("lds_layout_test.cpp:") != std::string::npos);
  CHECK(wide.find("exceeds the 16 columns") != std::string::npos);
  CHECK(message([] { padded_lds({4, 8}, 8, 3); }).find("powers of two") != std::string::npos);
  CHECK(message([] { row_major_lds({4, 6}); }).find("not a power of two") != std::string::npos);
  CHECK(message([] { row_major_lds({4, 8}, {0, 0}); }).find("not a permutation") != std::string::npos);
}

TEST_CASE("bank conflicts of an LDS access match hand-computed counts", "[dsl][lds]") {
  const LdsBankModel cdna = lds_bank_model(Architecture::gfx942), gfx1250 = lds_bank_model(Architecture::gfx1250);
  CHECK(cdna.lanes_per_phase(2) == 32);
  CHECK(cdna.lanes_per_phase(8) == 16);
  CHECK(cdna.lanes_per_phase(16) == 8);
  CHECK(gfx1250.lanes_per_phase(8) == 32);
  CHECK(gfx1250.lanes_per_phase(16) == 16);

  const Layout rows = rows_per_lane();
  // Row-major: 16-byte accesses (4 registers), 8 lanes a phase; lane l reads dwords 32 l .. 32 l + 3,
  // so every lane of a phase hits banks 0-3: 8 distinct dwords a bank, 7 extra cycles a phase,
  // 8 phases an instruction, 8 instructions.
  const LdsCost row_major = lds_cost(rows, row_major_lds({64, 32}), f32, cdna);
  CHECK(row_major.vector == 4);
  CHECK(row_major.instructions == 8);
  CHECK(row_major.conflicts == 7 * 8 * 8);
  // Vectors of 4 XORed with row % 8: the 8 lanes of a phase read column groups l % 8 apart: free.
  const LdsCost swizzled = lds_cost(rows, swizzled_lds({64, 32}, 4, 1, 8), f32, cdna);
  CHECK(swizzled.vector == 4);
  CHECK(swizzled.conflicts == 0);
  // Single-element swizzle: register i lands at (row's offset) XOR i, no longer a vector.
  const LdsCost scattered = lds_cost(rows, swizzled_lds({64, 32}, 1, 1, 32), f32, cdna);
  CHECK(scattered.vector == 1);
  CHECK(scattered.instructions == 32);
  CHECK(scattered.conflicts == 0);  // b32, 32 lanes: lane l at dword 32 l + (r ^ l % 32), bank (r ^ l) % 32
  // Padding 4 after every row of 32: lane l at dword 36 l, bank 4 l % 32: 8 lanes cover all banks.
  const LdsCost padded = lds_cost(rows, padded_lds({64, 32}, 32, 4), f32, cdna);
  CHECK(padded.vector == 4);
  CHECK(padded.conflicts == 0);
  // Padding 1 breaks the 16-byte alignment: single dwords, lane l at 33 l + r: banks distinct.
  const LdsCost padded_one = lds_cost(rows, padded_lds({64, 32}, 32, 1), f32, cdna);
  CHECK(padded_one.vector == 1);
  CHECK(padded_one.instructions == 32);
  CHECK(padded_one.conflicts == 0);

  // gfx1250, f32 [32, 32] in wave32: 16 lanes a 16-byte phase, lane l at dword 32 l: banks 0-3
  // (even l) and 32-35 (odd l), 8 distinct dwords each: 7 extra, 2 phases, 8 instructions.
  // With 64 banks a swizzle of row % 8 leaves lanes l and l + 8 on one bank group (2-way: 1 extra
  // a phase); rows in pairs (per_phase 2) give the 16 lanes 16 distinct groups.
  Bases registers, lanes;
  for (int bit = 0; bit < 5; ++bit) registers.push_back({0, 1 << bit}), lanes.push_back({1 << bit, 0});
  const Layout rows32 = distributed(registers, lanes, {}, {32, 32});
  CHECK(lds_cost(rows32, row_major_lds({32, 32}), f32, gfx1250).conflicts == 7 * 2 * 8);
  CHECK(lds_cost(rows32, swizzled_lds({32, 32}, 4, 1, 8), f32, gfx1250).conflicts == 1 * 2 * 8);
  CHECK(lds_cost(rows32, swizzled_lds({32, 32}, 4, 2, 8), f32, gfx1250).conflicts == 0);

  // bf16: lanes 2r and 2r+1 read the two halves of dword r (a broadcast, not a conflict).
  Bases pair_lanes = {{0, 1}};
  for (int bit = 0; bit < 5; ++bit) pair_lanes.push_back({1 << bit, 0});
  const Layout pairs = distributed({}, pair_lanes, {}, {32, 2});
  const LdsCost shared = lds_cost(pairs, row_major_lds({32, 2}), bf16, cdna);
  CHECK(shared.vector == 1);
  CHECK(shared.instructions == 1);
  CHECK(shared.conflicts == 0);
  // The same lanes reading a column of a [32, 64] bf16 tile: lane 2r+c at byte 128 r + 2c, dword
  // 32 r: each phase's 32 lanes want 16 distinct dwords of bank 0: 15 extra, 2 phases.
  const Layout column = distributed({}, pair_lanes, {}, {32, 64});
  CHECK(lds_cost(column, row_major_lds({32, 64}), bf16, cdna).conflicts == 2 * 15);
  // Two waves count twice.
  const Layout two_waves = distributed({}, pair_lanes, {{0, 2}}, {32, 64});
  CHECK(lds_cost(two_waves, row_major_lds({32, 64}), bf16, cdna).conflicts == 4 * 15);
}

TEST_CASE("conflict_free_lds_layout finds a conflict-free layout", "[dsl][lds]") {
  const LdsBankModel cdna = lds_bank_model(Architecture::gfx942);
  SECTION("rows read whole by each lane: a swizzle keeping the 16-byte vectors") {
    const Layout rows = rows_per_lane();
    const LdsLayout derived = conflict_free_lds_layout(rows, rows, f32, cdna);
    INFO(derived.to_string());
    const LdsCost cost = lds_cost(rows, derived, f32, cdna);
    CHECK(cost.conflicts == 0);
    CHECK(cost.vector == 4);
    CHECK(derived.padding.empty());
  }
  SECTION("an already conflict-free pair keeps the row-major layout") {
    // f32 [64, 4], lane l holding row l: one 16-byte access, 8 lanes a phase on 32 distinct banks.
    Bases lanes;
    for (int bit = 0; bit < 6; ++bit) lanes.push_back({1 << bit, 0});
    const Layout row = distributed({{0, 1}, {0, 2}}, lanes, {}, {64, 4});
    CHECK(lds_cost(row, row_major_lds({64, 4}), f32, cdna).conflicts == 0);
    CHECK(conflict_free_lds_layout(row, row, f32, cdna).is_row_major());
  }
  SECTION("a 1-D tile cannot be swizzled; padding separates the lanes") {
    // 64 lanes each reading element 32 l of a 2048-element f32 vector: row-major puts all of a
    // phase in bank 0 (31 extra cycles, 2 phases); padding 1 after every 32 spreads them.
    Bases registers;
    for (int bit = 0; bit < 5; ++bit) registers.push_back({1 << bit});
    Bases reader_lanes;
    for (int bit = 0; bit < 6; ++bit) reader_lanes.push_back({32 << bit});
    const Layout reader = distributed(registers, reader_lanes, {}, {2048});
    CHECK(lds_cost(reader, row_major_lds({2048}), f32, cdna).conflicts > 0);
    const LdsLayout derived = conflict_free_lds_layout(reader, reader, f32, cdna);
    INFO(derived.to_string());
    CHECK(!derived.padding.empty());
    CHECK(lds_cost(reader, derived, f32, cdna).conflicts == 0);
  }
  SECTION("the GEMM's operands: blocked global tiles to MFMA and WMMA dot operands") {
    for (Architecture architecture : {Architecture::gfx942, Architecture::gfx950, Architecture::gfx1250}) {
      const int wave_size = properties(architecture).wave_size;
      DefaultsScope scope(wave_size, 4);
      const LdsBankModel model = lds_bank_model(architecture);
      const MmaInstruction& instruction = mma_instruction(architecture, bf16, {});
      const Layout accumulator = mma_layout(instruction, {64, 64});
      const Layout a = dot_operand_layout(instruction, accumulator, MmaOperand::a, 32);
      const Layout b = dot_operand_layout(instruction, accumulator, MmaOperand::b, 32);
      const Layout a_global = blocked({64, 32}, {.per_thread = {1, 8}});
      const Layout b_global = blocked({32, 64}, {.per_thread = {1, 8}});
      INFO(properties(architecture).name);
      CHECK(lds_cost(a, row_major_lds({64, 32}), bf16, model, LdsDirection::load).conflicts > 0);
      for (const auto& [writer, reader] : {std::pair{a_global, a}, std::pair{b_global, b}}) {
        const LdsLayout derived = conflict_free_lds_layout(writer, reader, bf16, model);
        INFO(derived.to_string());
        CHECK(lds_cost(writer, derived, bf16, model).conflicts == 0);
        CHECK(lds_cost(reader, derived, bf16, model, LdsDirection::load).conflicts == 0);
      }
      // B's k-runs lie across the rows the global loads write: on gfx950 and gfx1250 the
      // derivation keeps N fastest and reads with the transposing read, as wide as that read.
      const LdsLayout b_lds = conflict_free_lds_layout(b_global, b, bf16, model);
      const LdsAccessPlan b_plan = lds_access_plan(b, b_lds, bf16, LdsDirection::load, architecture);
      CHECK(b_plan.transposed.valid() == (architecture != Architecture::gfx942));
      if (architecture != Architecture::gfx942) {
        CHECK(b_lds.offset({0, 1}) == 1);  // N fastest
        CHECK(b_plan.vector == lds_transposed_read(architecture, 2).elements);
      }
      // A's reads keep the operand's k-run in one vector (4 bf16 on gfx942, 8 elsewhere).
      const LdsLayout a_lds = conflict_free_lds_layout(a_global, a, bf16, model);
      CHECK(lds_cost(a, a_lds, bf16, model, LdsDirection::load).vector == instruction.operand_run);
    }
  }
}

TEST_CASE("lds_alloc with an LDS layout checks it and records it in the IR", "[dsl][lds]") {
  KernelBuilder k("staging", TargetId::parse("gfx942"));
  try {
    lds_alloc({64, 32}, f32, swizzled_lds({32, 64}, 4, 1, 8));
    FAIL("a layout of another shape was accepted");
  } catch (const Error& error) {
    const std::string message = error.what();
    CHECK(message.find("lds_layout_test.cpp:") != std::string::npos);
    CHECK(message.find("differs from the buffer's") != std::string::npos);
  }
  lds_alloc({8, 16}, f32, swizzled_lds({8, 16}, 2, 1, 4));
  lds_alloc({4, 8}, f32, padded_lds({4, 8}, 8, 2));
  lds_alloc({4, 8}, f32, row_major_lds({4, 8}));
  const std::string text = k.build().to_text();
  CHECK(text.find("lds_alloc {lds_bases = [18, 36, 64, 1, 2, 4, 8]} : lds<8x16xf32>") != std::string::npos);
  CHECK(text.find("lds_alloc {lds_bases = [8, 16, 1, 2, 4], lds_padding = [8, 2]} : lds<4x8xf32>") != std::string::npos);
  CHECK(text.find("lds_alloc : lds<4x8xf32>") != std::string::npos);  // row-major prints as before
}

TEST_CASE("the verifier refuses LDS bases that overlap elements", "[dsl][lds]") {
  KernelBuilder k("staging", TargetId::parse("gfx942"));
  const Tensor buffer = lds_alloc({4, 8}, f32, swizzled_lds({4, 8}, 2, 1, 4));
  Kernel kernel = k.build();
  kernel.verify();
  for (auto& op : kernel.body.ops)
    if (op->kind == OpKind::lds_alloc) op->set("lds_bases", std::vector<int64_t>{8, 8, 1, 2, 4});  // rows 1 and 2 collide
  CHECK_THROWS_WITH(kernel.verify(), Catch::Contains("lds_bases must map"));
  (void)buffer;
}

namespace {

// The bank model written out independently of lds_cost: every instruction (wave, register
// group of `vector`), every phase of lanes, each lane's dwords from the element coordinates
// through LdsLayout::offset; a bank's distinct dwords one a cycle.
int64_t brute_force_conflicts(const Layout& layout, const LdsLayout& lds, int bytes, int vector, const LdsBankModel& model) {
  const int per_phase = model.lanes_per_phase(vector * bytes);
  int64_t conflicts = 0;
  for (int wave = 0; wave < layout.waves(); ++wave)
    for (int reg = 0; reg < layout.registers(); reg += vector)
      for (int first = 0; first < layout.lanes(); first += per_phase) {
        std::map<int64_t, std::set<int64_t>> per_bank;
        for (int lane = first; lane < std::min(layout.lanes(), first + per_phase); ++lane)
          for (int element = 0; element < vector; ++element) {
            const int64_t dword = lds.offset(layout.coordinates(reg + element, lane, wave)) * bytes / 4;
            per_bank[dword % model.banks].insert(dword);
          }
        size_t worst = 1;
        for (const auto& [bank, dwords] : per_bank) worst = std::max(worst, dwords.size());
        conflicts += static_cast<int64_t>(worst) - 1;
      }
  return conflicts;
}

}  // namespace

TEST_CASE("lds_cost counts what the bank model gives, instruction by instruction", "[dsl][lds]") {
  // lds_cost counts one instruction of an unpadded layout and repeats it; the brute force walks
  // them all (plain accesses only: these layouts have no transposing reads on gfx942).
  DefaultsScope scope(64, 4);
  const LdsBankModel cdna = lds_bank_model(Architecture::gfx942);
  const MmaInstruction& f32_mma = mma_instruction(Architecture::gfx942, f32);
  const Layout accumulator = mma_layout(f32_mma, {64, 64});
  const Layout operand = dot_operand_layout(f32_mma, mma_layout(f32_mma, {64, 64}, {1, 1}), MmaOperand::a, 64);
  for (const LdsLayout& lds : {row_major_lds({64, 64}), row_major_lds({64, 64}, {0, 1}), swizzled_lds({64, 64}, 4, 1, 8),
                               swizzled_lds({64, 64}, 1, 2, 16, {0, 1}), padded_lds({64, 64}, 64, 2)})
    for (const Layout* layout : {&accumulator, &operand}) {
      INFO(lds.to_string());
      const LdsCost cost = lds_cost(*layout, lds, f32, cdna);
      CHECK(cost.conflicts == brute_force_conflicts(*layout, lds, 4, cost.vector, cdna));
    }
}

TEST_CASE("conflict_free_lds_layout finds XOR swizzles outside Triton's family", "[dsl][lds]") {
  // The GDN WY stage's trip: the f32 16x16x4 MFMA accumulator of a [64, 64] tile spread over 4
  // waves (a lane's registers run down 4 rows, its lanes along 16 columns and 4 row groups) into
  // the whole tile as A operands in every wave (lanes 0-15 down 16 rows, lanes 16-63 along k).
  // A phase of 32 lanes writes columns c0-c3 with row bit 2 and reads rows r0-r3 with column
  // bit 0: no swizzle of the row bits in order nor padding separates both (the best of those
  // leaves 2 extra cycles a store), but the bank bits (r0, r1, r3) -> columns (2, 4, 8),
  // r2 -> 16 do; with the tile column-major, 16-byte stores of the 4 rows a lane holds.
  for (Architecture architecture : {Architecture::gfx942, Architecture::gfx950, Architecture::gfx1250}) {
    const int wave_size = properties(architecture).wave_size;
    DefaultsScope scope(wave_size, 4);
    const LdsBankModel model = lds_bank_model(architecture);
    const MmaInstruction& instruction = mma_instruction(architecture, f32);
    const Layout accumulator = mma_layout(instruction, {64, 64});
    const Layout operand = dot_operand_layout(instruction, mma_layout(instruction, {64, 64}, {1, 1}), MmaOperand::a, 64);
    INFO(properties(architecture).name);
    const LdsLayout derived = conflict_free_lds_layout(accumulator, operand, f32, model);
    INFO(derived.to_string());
    CHECK(derived.padding.empty());
    const LdsCost store = lds_cost(accumulator, derived, f32, model, LdsDirection::store);
    const LdsCost load = lds_cost(operand, derived, f32, model, LdsDirection::load);
    CHECK(store.conflicts == 0);
    CHECK(load.conflicts == 0);
    CHECK(store.conflicts == brute_force_conflicts(accumulator, derived, 4, store.vector, model));
    CHECK(load.conflicts == brute_force_conflicts(operand, derived, 4, load.vector, model));
    // A bijection: every element at its own offset.
    std::set<int64_t> offsets;
    for (int32_t row = 0; row < 64; ++row)
      for (int32_t column = 0; column < 64; ++column) offsets.insert(derived.offset({row, column}));
    CHECK(offsets.size() == 64 * 64);
    CHECK(*offsets.rbegin() == 64 * 64 - 1);
    if (architecture != Architecture::gfx1250) {
      // On CDNA neither Triton's swizzles nor padding are conflict-free for this pair.
      int64_t best = -1;
      for (const auto& order : {std::vector<int>{1, 0}, std::vector<int>{0, 1}})
        for (int vector = 1; vector <= 64; vector *= 2)
          for (int per_phase = 1; per_phase <= 64; per_phase *= 2)
            for (int max_phase = 2; vector * max_phase <= 64 && per_phase * max_phase <= 128; max_phase *= 2) {
              const LdsLayout swizzled = swizzled_lds({64, 64}, vector, per_phase, max_phase, order);
              const int64_t conflicts = lds_cost(accumulator, swizzled, f32, model).conflicts +
                                        lds_cost(operand, swizzled, f32, model, LdsDirection::load).conflicts;
              best = best < 0 ? conflicts : std::min(best, conflicts);
            }
      CHECK(best > 0);
      CHECK(store.vector == 4);  // the column-major order keeps the accumulator's 4 rows one store
    }
  }
  SECTION("bf16 k [64, 128] to the bf16 MFMA's A operand on gfx942: conflict-free 8-byte stores") {
    DefaultsScope scope(64, 4);
    const LdsBankModel cdna = lds_bank_model(Architecture::gfx942);
    const MmaInstruction& instruction = mma_instruction(Architecture::gfx942, bf16);
    const Layout global = blocked({64, 128}, {.per_thread = {1, 8}});
    const Layout a = dot_operand_layout(instruction, mma_layout(instruction, {64, 64}), MmaOperand::a, 128);
    const LdsLayout derived = conflict_free_lds_layout(global, a, bf16, cdna);
    INFO(derived.to_string());
    const LdsCost store = lds_cost(global, derived, bf16, cdna, LdsDirection::store);
    const LdsCost load = lds_cost(a, derived, bf16, cdna, LdsDirection::load);
    CHECK(store.conflicts == 0);
    CHECK(load.conflicts == 0);
    CHECK(store.vector == 4);
    CHECK(load.vector == 4);
    CHECK(store.conflicts == brute_force_conflicts(global, derived, 2, store.vector, cdna));
    CHECK(load.conflicts == brute_force_conflicts(a, derived, 2, load.vector, cdna));
  }
}
