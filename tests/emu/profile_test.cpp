// Launch::profile: per-instruction execution counts and the loops found from backward branches.
// Expected counts come from the snippets' own control flow (trip counts written in the source),
// not from the emulator.

#include <catch2/catch.hpp>

#include <numeric>

#include "emu/profile.h"
#include "tests/emu/snippet.h"

using namespace gfxtile;
using namespace gfxtile::emu;
using namespace gfxtile::emu::testing;

TEST_CASE("a profile counts every instruction and finds the hottest innermost loop", "[emu][profile]") {
  // An outer loop of 3 trips around an inner loop of 5 trips with one MFMA in it: the inner loop
  // body runs 15 times per wave, its 5 instructions (v_mfma, v_add, s_sub, s_cmp, s_cbranch).
  const std::string body =
      "  s_mov_b32 s4, 3\n"
      "outer:\n"
      "  s_mov_b32 s5, 5\n"
      "inner:\n"
      "  v_mfma_f32_16x16x16_bf16 a[0:3], v[4:5], v[6:7], a[0:3]\n"
      "  v_add_u32 v1, v1, 1\n"
      "  s_sub_u32 s5, s5, 1\n"
      "  s_cmp_lg_u32 s5, 0\n"
      "  s_cbranch_scc1 inner\n"
      "  s_sub_u32 s4, s4, 1\n"
      "  s_cmp_lg_u32 s4, 0\n"
      "  s_cbranch_scc1 outer\n";
  SnippetOptions options;
  options.block = 128;  // two waves
  options.profile = true;
  const SnippetResult result = run_snippet("  v_mov_b32 v1, 0\n" + body, options);
  REQUIRE(result.dispatch.ok());
  CHECK(result.v[0][0] == 15);
  const Profile& profile = result.dispatch.profile;
  const Program& program = result.kernel.program();
  REQUIRE(profile.executions.size() == program.instructions.size());
  CHECK(std::accumulate(profile.executions.begin(), profile.executions.end(), uint64_t{0}) ==
        result.dispatch.statistics.wave_instructions());

  const auto loops = loop_profiles(program, profile);
  REQUIRE(loops.size() == 2);
  const LoopProfile& inner = loops[0].innermost ? loops[0] : loops[1];
  const LoopProfile& outer = loops[0].innermost ? loops[1] : loops[0];
  CHECK(!outer.innermost);
  CHECK(inner.static_instructions == 5);
  CHECK(inner.wave_instructions == 2 * 15 * 5);
  CHECK(inner.by_class[size_t(InstructionClass::matrix)] == 2 * 15);
  CHECK(inner.share(InstructionClass::matrix) == Approx(0.2));
  CHECK(outer.static_instructions == 9);  // s_mov s5 + the inner loop + 3 instructions
  CHECK(outer.wave_instructions == 2 * (3 * 4 + 15 * 5));

  const auto hottest = main_loop(program, profile);
  REQUIRE(hottest);
  CHECK(hottest->first == inner.first);
  CHECK(hottest->last == inner.last);
  CHECK(describe(*hottest).find("5 instructions (1 matrix = 20.0%)") != std::string::npos);
}

TEST_CASE("a profile charges LDS bank conflicts to the instruction that caused them", "[emu][profile]") {
  // Every lane reads dword 32 * lane: all 64 lanes in bank 0, one phase of 32 lanes each way;
  // each phase serves 32 distinct dwords from one bank, 31 extra cycles per phase.
  SnippetOptions options;
  options.lds_bytes = 64 * 32 * 4;
  options.profile = true;
  const SnippetResult result = run_snippet(
      "  v_lshlrev_b32 v4, 7, v0\n"
      "  ds_read_b32 v1, v4\n"
      "  s_waitcnt lgkmcnt(0)\n",
      options);
  REQUIRE(result.dispatch.ok());
  const Profile& profile = result.dispatch.profile;
  uint64_t charged = 0, instructions_charged = 0;
  for (uint64_t conflicts : profile.bank_conflicts) charged += conflicts, instructions_charged += conflicts != 0;
  CHECK(charged == result.dispatch.statistics.lds_bank_conflicts);
  CHECK(charged == 2 * 31);
  CHECK(instructions_charged == 1);
}

TEST_CASE("without Launch::profile the dispatch carries no profile", "[emu][profile]") {
  const SnippetResult result = run_snippet("  v_mov_b32 v1, 1\n");
  REQUIRE(result.dispatch.ok());
  CHECK(result.dispatch.profile.empty());
}
