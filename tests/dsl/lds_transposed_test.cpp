// Transposing LDS reads (dsl/lds_layout.h, lds_access_plan) on the emulator with hazard checking
// on: dot operands whose k-runs lie across the LDS rows (B [K, N] stored N-fastest, A [M, K]
// stored M-fastest) are read with gfx950's ds_read_b64_tr_b16/_b8 and gfx1250's
// ds_load_tr16_b128/tr8_b64 (found in the disassembled code object), arrive element-exact, and
// cost the bank conflicts lds_cost predicts (default instruction shapes on the three targets;
// 32x32 blocks and f16 on gfx950). gfx942 has no such read and keeps plain reads.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>

#include "examples/dsl/support.h"
#include "hsaco/code_object.h"
#include "hsaco/disassembler.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using TestDevice = gfxtile::testing::EmulatedDevice;
using gfxtile::testing::pointer;

namespace {

struct DefaultsScope {
  LayoutDefaults saved = layout_defaults();
  DefaultsScope(int wave_size, int waves) { layout_defaults() = {wave_size, waves, "test"}; }
  ~DefaultsScope() { layout_defaults() = saved; }
};

std::vector<std::string> mnemonics(const Kernel& kernel) {
  CodeObject object = CodeObject::parse(compile_kernel(kernel));
  const KernelCode& code = object.kernel(kernel.name);
  std::vector<std::string> result;
  for (const auto& instruction : Disassembler(kernel.target).decode_all(object.code(code), code.code_address)) {
    REQUIRE(instruction.valid);
    result.push_back(instruction.mnemonic);
  }
  return result;
}

struct Staging {
  MmaOperand operand;
  DType dtype;
  bool derived = false;  // the LDS layout from conflict_free_lds_layout, else the writer's order
  MmaShape shape = {};   // the target's default when empty
};

// Copies a [rows, columns] tile x -> y through an LDS buffer: written from a blocked layout with
// wide vectors along the operand's non-k dimension, read in the dot-operand layout.
void check(const TargetId& target, const Staging& staging) {
  const Architecture architecture = target.architecture;
  const bool a = staging.operand == MmaOperand::a;
  KernelBuilder builder("transposed_read", target);
  Tensor x = builder.arg("x", staging.dtype.pointer_to(), true), y = builder.arg("y", staging.dtype.pointer_to());
  const MmaInstruction& instruction = mma_instruction(staging.dtype, staging.shape);
  // One block per wave along the operand's own non-k dimension, so that no wave holds a copy of
  // another's data (copies only feed the owner-masked store, and LLVM sinks their reads past the
  // waves that skip it, so the dispatch would count fewer accesses than the layout makes).
  const int64_t k = staging.dtype.bytes() == 1 ? 128 : 64, other = 4 * (a ? instruction.shape.m : instruction.shape.n);
  const std::vector<int64_t> shape = a ? std::vector<int64_t>{other, k} : std::vector<int64_t>{k, other};
  const int rows = static_cast<int>(shape[0]), columns = static_cast<int>(shape[1]);
  const Layout accumulator = a ? mma_layout(instruction, {other, 64}, {4, 1}) : mma_layout(instruction, {64, other}, {1, 4});
  const Layout reader = dot_operand_layout(instruction, accumulator, staging.operand, k);
  // The global loads run along the non-k dimension: dim0 for A, dim1 for B.
  const Layout writer = a ? blocked(shape, {.per_thread = {8, 1}, .order = {0, 1}}) : blocked(shape, {.per_thread = {1, 8}});
  const LdsBankModel model = lds_bank_model(architecture);
  const LdsLayout lds = staging.derived ? conflict_free_lds_layout(writer, reader, staging.dtype, model)
                                        : row_major_lds(shape, a ? std::vector<int>{0, 1} : std::vector<int>{1, 0});
  const LdsCost store_cost = lds_cost(writer, lds, staging.dtype, model, LdsDirection::store);
  const LdsCost load_cost = lds_cost(reader, lds, staging.dtype, model, LdsDirection::load);
  const LdsAccessPlan plan = lds_access_plan(reader, lds, staging.dtype, LdsDirection::load, architecture);
  auto grid = [&](const Layout& layout) {
    return expand_dims(arange(rows, slice(layout, 1)), 1) * columns + expand_dims(arange(columns, slice(layout, 0)), 0);
  };
  Tensor buffer = lds_alloc(shape, staging.dtype, lds);
  lds_store(buffer, load(x + grid(writer)));
  store(y + grid(reader), lds_load(buffer, reader));
  const Kernel kernel = builder.build();

  const LdsTransposedRead read = lds_transposed_read(architecture, staging.dtype.bytes());
  INFO(fmt::format("{} {} operand {} {} in {}", target.to_string(), instruction.name(), a ? "A" : "B",
                   staging.dtype.name(), lds.to_string()));
  // The read the layouts call for is the one in the code object, one per vector of each wave.
  const auto listing = mnemonics(kernel);
  const auto transposed = read.valid() ? std::count(listing.begin(), listing.end(), read.instruction) : 0;
  if (architecture == Architecture::gfx942) {
    CHECK(!plan.transposed.valid());
    CHECK(std::none_of(listing.begin(), listing.end(), [](const std::string& m) { return m.find("_tr") != std::string::npos; }));
  } else {
    CHECK(plan.transposed.valid());
    CHECK(plan.vector == read.elements);
    CHECK(transposed == load_cost.instructions / kernel.waves);
  }

  std::vector<uint8_t> input(static_cast<size_t>(rows * columns * staging.dtype.bytes()));
  for (size_t i = 0; i < input.size(); ++i) input[i] = static_cast<uint8_t>((i * 37 + i / 251) & 0x7f);  // no NaNs
  TestDevice device;
  device.check_hazards = true;
  const uint64_t out = device.allocate(input.size());
  REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out)}));
  CHECK(device.download<uint8_t>(out, input.size()) == input);
  CHECK(device.last_statistics.lds_bank_conflicts == static_cast<uint64_t>(store_cost.conflicts + load_cost.conflicts));
  if (staging.derived) CHECK(device.last_statistics.lds_bank_conflicts == 0);
}

}  // namespace

TEST_CASE("dot operands are read from LDS with transposing reads where the layouts call for them", "[dsl][run][lds]") {
  for (const char* name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(name);
    const DType fp8 = target.architecture == Architecture::gfx942 ? f8e4m3fnuz : f8e4m3;
    for (const Staging& staging : {Staging{MmaOperand::b, bf16}, Staging{MmaOperand::a, bf16}, Staging{MmaOperand::b, fp8},
                                   Staging{MmaOperand::a, fp8}, Staging{MmaOperand::b, bf16, true},
                                   Staging{MmaOperand::b, fp8, true}}) {
      if (target.architecture == Architecture::gfx942 && staging.derived) continue;  // no transposing read to find
      check(target, staging);
    }
  }
  // Other instruction shapes and f16 on gfx950: the 32x32 blocks spread k over lane bit 5.
  const TargetId gfx950 = TargetId::parse("gfx950");
  for (const Staging& staging : {Staging{MmaOperand::b, bf16, false, {32, 32, 16}}, Staging{MmaOperand::a, bf16, false, {32, 32, 16}},
                                 Staging{MmaOperand::b, f8e4m3, false, {32, 32, 16}}, Staging{MmaOperand::b, f16},
                                 Staging{MmaOperand::b, f16, true, {32, 32, 16}}})
    check(gfx950, staging);
}

TEST_CASE("transposing reads are planned only where the rule holds", "[dsl][lds]") {
  DefaultsScope scope(64, 4);
  // Lanes that hold k-runs along LDS rows read them with plain vectors; a layout whose lanes
  // 0 .. E-1 do not step along the contiguous dimension gets no transposing read either.
  const Layout rows = blocked({64, 64}, {.per_thread = {1, 8}});
  const Layout columns = blocked({64, 64}, {.per_thread = {4, 1}, .order = {0, 1}});
  for (const Layout& layout : {rows, columns}) {
    const LdsAccessPlan plan = lds_access_plan(layout, row_major_lds({64, 64}), bf16, LdsDirection::load, Architecture::gfx950);
    CHECK(!plan.transposed.valid());
  }
  // Stores never transpose; gfx942 and 4-byte elements have no transposing read.
  CHECK(!lds_transposed_read(Architecture::gfx942, 2).valid());
  CHECK(!lds_transposed_read(Architecture::gfx950, 4).valid());
  CHECK(std::string(lds_transposed_read(Architecture::gfx1250, 1).instruction) == "ds_load_tr8_b64");
}

// Not run by default: the GEMM examples' code with the reads lds_access_plan chooses, for the
// before/after table in docs/layouts.md ("Transposing reads").
TEST_CASE("measure: GEMM examples' instructions, VGPRs and LDS reads", "[.measure]") {
  for (const char* name : {"gfx950", "gfx1250"})
    for (const int variant : {0, 1, 2}) {
      const TargetId target = TargetId::parse(name);
      if (variant == 2 && target.architecture != Architecture::gfx1250) continue;
      const bool fp8 = variant == 1;
      const Kernel kernel = variant == 2 ? examples::gemm_tdm(target) : fp8 ? examples::gemm_fp8(target) : examples::gemm(target);
      CodeObject object = CodeObject::parse(compile_kernel(kernel));
      const KernelCode& code = object.kernel(kernel.name);
      const auto listing = mnemonics(kernel);
      const auto lds_reads = std::count_if(listing.begin(), listing.end(), [](const std::string& m) {
        return m.starts_with("ds_read") || m.starts_with("ds_load");
      });
      const int size = 128;
      std::vector<uint8_t> bytes(static_cast<size_t>(size * size * (fp8 ? 1 : 2)), 0x38);
      TestDevice device;
      const uint64_t a = device.upload(bytes), b = device.upload(bytes), c = device.allocate(size * size * 4);
      REQUIRE_NOTHROW(device.launch(kernel, 2, {pointer(a), pointer(b), pointer(c), testing::integer(size), testing::integer(size),
                                        testing::integer(size)}, 2));
      const auto transposed = std::count_if(listing.begin(), listing.end(), [](const std::string& m) {
        return m.find("_tr") != std::string::npos;
      });
      const auto readfirstlane = std::count(listing.begin(), listing.end(), "v_readfirstlane_b32");
      fmt::print("{} {}: {} instructions ({} LDS reads, {} transposing, {} v_readfirstlane), {} VGPRs, {} wave-instructions for {}^3, {} bank conflicts\n",
                 kernel.name, name, listing.size(), lds_reads, transposed, readfirstlane, code.metadata.vgpr_count,
                 device.last_statistics.wave_instructions(), size, device.last_statistics.lds_bank_conflicts);
    }
}

// Not run by default: the rows of docs/matrix.md's table of the GEMM's derived LDS layouts.
TEST_CASE("measure: the GEMM's derived LDS layouts", "[.measure]") {
  for (Architecture architecture : {Architecture::gfx942, Architecture::gfx950, Architecture::gfx1250}) {
    const int wave_size = architecture == Architecture::gfx1250 ? 32 : 64;
    DefaultsScope scope(wave_size, 4);
    const LdsBankModel model = lds_bank_model(architecture);
    const MmaInstruction& instruction = mma_instruction(architecture, bf16, {});
    const Layout accumulator = mma_layout(instruction, {64, 64});
    const Layout a = dot_operand_layout(instruction, accumulator, MmaOperand::a, 32);
    const Layout b = dot_operand_layout(instruction, accumulator, MmaOperand::b, 32);
    const Layout a_global = blocked({64, 32}, {.per_thread = {1, 8}}), b_global = blocked({32, 64}, {.per_thread = {1, 8}});
    for (const auto& [name, writer, reader] : {std::tuple{"A 64x32", a_global, a}, std::tuple{"B 32x64", b_global, b}}) {
      auto costs = [&](const LdsLayout& lds) {
        const LdsCost store = lds_cost(writer, lds, bf16, model, LdsDirection::store);
        const LdsCost load = lds_cost(reader, lds, bf16, model, LdsDirection::load);
        const LdsAccessPlan plan = lds_access_plan(reader, lds, bf16, LdsDirection::load, architecture);
        return fmt::format("{}/{}/{}, {}/{}/{}{}", store.conflicts, store.instructions, store.vector, load.conflicts,
                           load.instructions, load.vector, plan.transposed.valid() ? std::string(" ") + plan.transposed.instruction : "");
      };
      const LdsLayout derived = conflict_free_lds_layout(writer, reader, bf16, model);
      fmt::print("| {} bf16 | {} | {} | {} | {} |\n", static_cast<int>(architecture), name,
                 costs(row_major_lds(writer.shape())), derived.description, costs(derived));
    }
  }
}
