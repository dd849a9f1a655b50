// Hazard checking on whole kernels: a missing s_wait_tensorcnt, a missing s_wait_asynccnt and a
// missing barrier between one wave's LDS write and another's read are each reported with both
// PCs; the corrected kernels run clean and compute the right values.

#include <catch2/catch.hpp>

#include <fmt/format.h>

#include "emu/emulator.h"
#include "hsaco/code_object.h"
#include "lowering/assembler.h"
#include "tests/emu/test_support.h"
#include "tests/emu_gfx1250/gfx1250_kernels.h"

using namespace gfxtile;
using namespace gfxtile::emu;

namespace {

struct Run {
  DispatchResult result;
  std::vector<float> x, y;
};

// Two waves of 32 lanes, one workgroup, x = 64 distinct floats, y zeroed.
Run run_pair(const std::string& source, bool check) {
  Emulator emulator;
  CodeObject object = CodeObject::parse(assemble_code_object(source, TargetId::parse("gfx1250")));
  const Kernel kernel = emulator.load(object, object.kernels().front().name);
  Run run;
  run.x.resize(64);
  for (int i = 0; i < 64; ++i) run.x[size_t(i)] = float(i * 3 + 1);
  const uint64_t dx = emu::testing::upload(emulator, run.x);
  const uint64_t dy = emulator.memory().allocate(64 * 4);
  Launch launch;
  launch.block = {64, 1, 1};
  launch.check_hazards = check;
  const std::vector<ArgumentValue> arguments = {ArgumentValue::pointer(dx), ArgumentValue::pointer(dy)};
  run.result = emulator.dispatch(kernel, launch, arguments);
  run.y = emu::testing::download<float>(emulator, dy, 64);
  return run;
}

// Byte offset of the first instruction whose text contains `needle`.
uint64_t pc_of(const std::string& source, const std::string& needle) {
  CodeObject object = CodeObject::parse(assemble_code_object(source, TargetId::parse("gfx1250")));
  Emulator emulator;
  const Kernel kernel = emulator.load(object, object.kernels().front().name);
  const Program& program = kernel.program();
  for (size_t i = 0; i < program.texts.size(); ++i)
    if (program.texts[i].find(needle) != std::string::npos) return program.offsets[i];
  FAIL("no instruction contains " << needle);
  return 0;
}

std::string hex(uint64_t value) { return fmt::format("{:#x}", value); }

}  // namespace

TEST_CASE("a missing s_wait_tensorcnt is reported naming both PCs", "[emu][gfx1250][hazard]") {
  const std::string bad = gfxtile::testing::tdm_wait_kernel(false);
  const Run run = run_pair(bad, true);
  REQUIRE(run.result.fault);
  const Fault& fault = *run.result.fault;
  INFO(fault.to_string());
  CHECK(fault.message.find("missing s_wait_tensorcnt") != std::string::npos);
  CHECK(fault.message.find(hex(pc_of(bad, "tensor_load_to_lds"))) != std::string::npos);
  CHECK(fault.message.find(hex(pc_of(bad, "ds_load_b32"))) != std::string::npos);
  CHECK(fault.instruction.find("ds_load_b32") != std::string::npos);
  CHECK(fault.pc == pc_of(bad, "ds_load_b32"));
  // Without checking the kernel runs and reads the LDS before the data landed (zeros).
  const Run unchecked = run_pair(bad, false);
  REQUIRE(unchecked.result.ok());
  CHECK(unchecked.y[5] == 0.0f);
}

TEST_CASE("the corrected tensor kernel runs clean", "[emu][gfx1250][hazard]") {
  const Run run = run_pair(gfxtile::testing::tdm_wait_kernel(true), true);
  INFO((run.result.fault ? run.result.fault->to_string() : ""));
  REQUIRE(run.result.ok());
  CHECK(run.y == run.x);
}

TEST_CASE("a missing s_wait_asynccnt is reported naming both PCs", "[emu][gfx1250][hazard]") {
  const std::string bad = gfxtile::testing::async_wait_kernel(false);
  const Run run = run_pair(bad, true);
  REQUIRE(run.result.fault);
  const Fault& fault = *run.result.fault;
  INFO(fault.to_string());
  CHECK(fault.message.find("missing s_wait_asynccnt") != std::string::npos);
  CHECK(fault.message.find(hex(pc_of(bad, "global_load_async_to_lds_b32"))) != std::string::npos);
  CHECK(fault.message.find(hex(pc_of(bad, "ds_load_b32"))) != std::string::npos);
}

TEST_CASE("the corrected async-copy kernel runs clean", "[emu][gfx1250][hazard]") {
  const Run run = run_pair(gfxtile::testing::async_wait_kernel(true), true);
  INFO((run.result.fault ? run.result.fault->to_string() : ""));
  REQUIRE(run.result.ok());
  CHECK(run.y == run.x);
}

TEST_CASE("a missing barrier between two waves' LDS accesses is reported", "[emu][gfx1250][hazard]") {
  const std::string bad = gfxtile::testing::barrier_kernel(false);
  const Run run = run_pair(bad, true);
  REQUIRE(run.result.fault);
  const Fault& fault = *run.result.fault;
  INFO(fault.to_string());
  CHECK(fault.message.find("LDS race") != std::string::npos);
  CHECK(fault.message.find("wave 0") != std::string::npos);
  CHECK(fault.message.find("wave 1") != std::string::npos);
  CHECK(fault.message.find(hex(pc_of(bad, "ds_store_b32"))) != std::string::npos);
  CHECK(fault.message.find(hex(pc_of(bad, "ds_load_b32"))) != std::string::npos);
}

TEST_CASE("the kernel with its barrier runs clean and exchanges the halves", "[emu][gfx1250][hazard]") {
  const Run run = run_pair(gfxtile::testing::barrier_kernel(true), true);
  INFO((run.result.fault ? run.result.fault->to_string() : ""));
  REQUIRE(run.result.ok());
  for (int i = 0; i < 64; ++i) CHECK(run.y[size_t(i)] == run.x[size_t(i ^ 32)]);
}

TEST_CASE("a kernel reading never-written LDS is reported when asked for", "[emu][gfx1250][hazard]") {
  // The racy kernel's wave 0 reads wave 1's slots before anyone wrote them.
  Emulator emulator;
  CodeObject object = CodeObject::parse(assemble_code_object(gfxtile::testing::barrier_kernel(false), TargetId::parse("gfx1250")));
  const Kernel kernel = emulator.load(object, object.kernels().front().name);
  const uint64_t dx = emulator.memory().allocate(256), dy = emulator.memory().allocate(256);
  Launch launch;
  launch.block = {64, 1, 1};
  launch.check_hazards = true;
  launch.check_uninitialized_lds = true;
  const std::vector<ArgumentValue> arguments = {ArgumentValue::pointer(dx), ArgumentValue::pointer(dy)};
  const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
  REQUIRE(result.fault);
  CHECK(result.fault->message.find("nothing wrote") != std::string::npos);
}
