// Faults come back as reports (kernel, PC, instruction, workgroup, wave, lane, address) and
// leave the process running.

#include <catch2/catch.hpp>

#include "core/error.h"
#include "tests/emu/snippet.h"

using namespace gfxtile;
using namespace gfxtile::emu;
using namespace gfxtile::emu::testing;

TEST_CASE("an out-of-bounds global store is reported and the process carries on", "[emu][fault]") {
  // Lane 5 stores 64 KiB past the start of the 768-byte out buffer.
  const SnippetResult result = run_snippet(R"(
  v_mov_b32 v1, 0
  v_cmp_eq_u32 vcc, 5, v0
  s_and_saveexec_b64 s[4:5], vcc
  global_store_dword v63, v0, s[40:41] offset:4000
  v_mov_b32 v1, 0x10000
  global_store_dword v1, v0, s[40:41]
)");
  REQUIRE(result.dispatch.fault.has_value());
  const Fault& fault = *result.dispatch.fault;
  CHECK(fault.kernel == "snippet");
  CHECK(fault.instruction == "global_store_dword v63, v0, s[40:41] offset:4000");
  CHECK(fault.lane == 5);
  CHECK(fault.wave == 0);
  CHECK(fault.workgroup == std::array<uint32_t, 3>{0, 0, 0});
  REQUIRE(fault.address.has_value());
  CHECK(fault.message.find("outside every allocation") != std::string::npos);
  CHECK(fault.to_string().find("lane 5") != std::string::npos);
  // The dispatch stopped there: the stores after the fault did not happen.
  CHECK(result.v[0][5] == 0);
}

TEST_CASE("a global load at an address just under 2^64 is a fault, not a wild pointer", "[emu][fault]") {
  // The wave's first global access: the emulator's region cache was empty, and the check
  // address - base + bytes <= size wrapped around (the dispatch fuzzer's UBSan report).
  const SnippetResult result = run_snippet(R"(
  s_mov_b32 s6, -4
  s_mov_b32 s7, -1
  v_mov_b32 v2, 0
  global_load_dword v1, v2, s[6:7]
  s_waitcnt vmcnt(0)
)");
  REQUIRE(result.dispatch.fault.has_value());
  const Fault& fault = *result.dispatch.fault;
  CHECK(fault.instruction == "global_load_dword v1, v2, s[6:7]");
  REQUIRE(fault.address.has_value());
  CHECK(*fault.address == 0xfffffffffffffffcull);
  CHECK(fault.message.find("outside every allocation") != std::string::npos);
}

TEST_CASE("an out-of-bounds LDS read is reported", "[emu][fault]") {
  SnippetOptions options;
  options.lds_bytes = 256;
  const SnippetResult result = run_snippet(R"(
  v_lshlrev_b32 v2, 3, v0
  ds_read_b32 v1, v2
  s_waitcnt lgkmcnt(0)
)", options);
  REQUIRE(result.dispatch.fault.has_value());
  const Fault& fault = *result.dispatch.fault;
  CHECK(fault.instruction == "ds_read_b32 v1, v2");
  CHECK(fault.lane == 32);  // the first lane whose address (8 * lane) reaches 256
  REQUIRE(fault.address.has_value());
  CHECK(*fault.address == 256);
  CHECK(fault.message.find("LDS") != std::string::npos);
}

TEST_CASE("an instruction the emulator does not implement is an error at load time", "[emu][fault]") {
  // s_rfe_b64 returns from a trap handler: never in a kernel, not implemented.
  try {
    run_snippet("  s_rfe_b64 s[4:5]\n");
    FAIL("load should have failed");
  } catch (const Error& error) {
    const std::string message = error.what();
    CHECK(message.find("s_rfe_b64") != std::string::npos);
    CHECK(message.find("gfx942") != std::string::npos);
    CHECK(message.find("PC 0x") != std::string::npos);
  }
}

TEST_CASE("with deferred decoding an unsupported instruction faults only when it runs", "[emu][fault]") {
  SnippetOptions options;
  options.defer_unsupported = true;
  // Skipped by a branch: the dispatch completes.
  const SnippetResult skipped = run_snippet("  v_mov_b32 v1, 3\n  s_branch over\n  s_rfe_b64 s[4:5]\nover:\n", options);
  REQUIRE(skipped.dispatch.ok());
  CHECK(skipped.v[0][0] == 3);
  // Executed: a fault naming the instruction.
  const SnippetResult executed = run_snippet("  s_rfe_b64 s[4:5]\n", options);
  REQUIRE(executed.dispatch.fault.has_value());
  CHECK(executed.dispatch.fault->instruction == "s_rfe_b64 s[4:5]");
  CHECK(executed.dispatch.fault->message.find("not implemented") != std::string::npos);
}

TEST_CASE("an endless loop is stopped by the watchdog", "[emu][fault]") {
  SnippetOptions options;
  options.instruction_budget = 100000;
  const SnippetResult result = run_snippet(R"(
loop:
  s_add_u32 s4, s4, 1
  s_branch loop
)", options);
  REQUIRE(result.dispatch.fault.has_value());
  CHECK(result.dispatch.fault->message.find("watchdog") != std::string::npos);
  CHECK(result.dispatch.statistics.wave_instructions() <= 100000 + 16384);
}

TEST_CASE("MFMA broadcast controls are rejected at load time", "[emu][fault]") {
  CHECK_THROWS_WITH(run_snippet("  v_mfma_f32_32x32x8_bf16 a[0:15], v[10:11], v[12:13], 0 cbsz:1 abid:1\n"),
                    Catch::Contains("cbsz/abid/blgp") && Catch::Contains("PC 0x"));
}
