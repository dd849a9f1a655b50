// Staging tiles through LDS layouts on the emulator (hazard checking on): a tile written in one
// distributed layout and read back in another arrives intact whatever the LDS layout (row-major,
// swizzled, padded, derived), and the bank conflicts the emulator counts for the dispatch are
// exactly what lds_cost predicts for the store and the load — zero for the derived layouts,
// and for convert_layout through LDS, which derives its own.
#include <catch2/catch.hpp>

#include <functional>

#include "testing/testing.h"

using namespace gfxtile;
using gfxtile::testing::EmulatedDevice;
using gfxtile::testing::pointer;

namespace {

constexpr int kRows = 64, kColumns = 32;

Tensor grid(const Layout& layout) {
  return expand_dims(arange(kRows, slice(layout, 1)), 1) * kColumns + expand_dims(arange(kColumns, slice(layout, 0)), 0);
}

struct Staging {
  std::string name;
  std::function<Layout()> writer, reader;
  // The buffer's LDS layout from the two layouts; null: convert_layout instead of a buffer.
  std::function<LdsLayout(const Layout&, const Layout&)> lds;
};

// y[i][j] = x[i][j], through LDS. Returns the dispatch's bank conflicts and lds_cost's prediction.
std::pair<uint64_t, int64_t> stage(const TargetId& target, const Staging& staging) {
  KernelBuilder k("lds_staging", target);
  Tensor x = k.arg("x", bf16.pointer_to(), true), y = k.arg("y", bf16.pointer_to());
  const Layout writer = staging.writer(), reader = staging.reader();
  Tensor value = load(x + grid(writer));
  Tensor read;
  int64_t predicted = 0;
  if (staging.lds) {
    const LdsLayout lds = staging.lds(writer, reader);
    const LdsBankModel model = lds_bank_model(target.architecture);
    predicted = lds_cost(writer, lds, bf16, model, LdsDirection::store).conflicts +
                lds_cost(reader, lds, bf16, model, LdsDirection::load).conflicts;
    Tensor buffer = lds_alloc({kRows, kColumns}, bf16, lds);
    lds_store(buffer, value);
    read = lds_load(buffer, reader);
  } else {
    read = convert_layout(value, reader);
  }
  store(y + grid(reader), read);
  const Kernel kernel = k.build();

  std::vector<uint16_t> input(kRows * kColumns);
  for (size_t i = 0; i < input.size(); ++i) input[i] = static_cast<uint16_t>(i * 7 + 3);
  EmulatedDevice device;
  device.check_hazards = true;
  const uint64_t out = device.allocate(input.size() * 2);
  INFO(staging.name << " on " << target.to_string());
  REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out)}));
  CHECK(device.download<uint16_t>(out, input.size()) == input);
  return {device.last_statistics.lds_bank_conflicts, predicted};
}

}  // namespace

TEST_CASE("tiles staged through LDS layouts arrive intact with the predicted bank conflicts", "[dsl][run][lds]") {
  for (const TargetId& target : testing::emulated_targets()) {
    auto blocked_rows = [] { return blocked({kRows, kColumns}, {.per_thread = {1, 8}}); };
    // Each lane reads 4 consecutive rows of one column: the transposed access that conflicts.
    auto blocked_columns = [] { return blocked({kRows, kColumns}, {.per_thread = {4, 1}, .order = {0, 1}}); };
    // Waves along M only: every wave holds its own rows of A. (With waves along N as well, the
    // copies' loads only feed the owner-masked store, and LLVM sinks them past the waves that skip
    // it, so the dispatch would count fewer accesses than the layout makes.)
    auto operand_a = [] {
      const MmaInstruction& instruction = mma_instruction(bf16);
      return dot_operand_layout(instruction, mma_layout(instruction, {kRows, 64}, {4, 1}), MmaOperand::a, kColumns);
    };
    auto derived = [&](const Layout& writer, const Layout& reader) {
      return conflict_free_lds_layout(writer, reader, bf16, lds_bank_model(target.architecture));
    };
    const std::vector<Staging> cases = {
        {"row-major to the A operand", blocked_rows, operand_a, [](const Layout&, const Layout&) { return row_major_lds({kRows, kColumns}); }},
        {"row-major to columns", blocked_rows, blocked_columns, [](const Layout&, const Layout&) { return row_major_lds({kRows, kColumns}); }},
        {"swizzled by single elements", blocked_rows, operand_a, [](const Layout&, const Layout&) { return swizzled_lds({kRows, kColumns}, 1, 1, 8); }},
        {"padded", blocked_rows, blocked_columns, [](const Layout&, const Layout&) { return padded_lds({kRows, kColumns}, 32, 2); }},
        {"derived for the A operand", blocked_rows, operand_a, derived},
        {"derived for columns", blocked_rows, blocked_columns, derived},
    };
    for (const Staging& staging : cases) {
      const auto [counted, predicted] = stage(target, staging);
      INFO(staging.name << " on " << target.to_string());
      CHECK(counted == static_cast<uint64_t>(predicted));
      if (staging.name.starts_with("derived")) CHECK(counted == 0);
      if (staging.name.starts_with("row-major")) CHECK(counted > 0);
    }
    // convert_layout through LDS stages in the layout derived for its pair.
    for (const auto& reader : {std::function<Layout()>(operand_a), std::function<Layout()>(blocked_columns)}) {
      const auto [counted, predicted] = stage(target, {"convert_layout", blocked_rows, reader, nullptr});
      INFO("convert_layout on " << target.to_string());
      CHECK(counted == 0);
    }
  }
}
