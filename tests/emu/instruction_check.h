#pragma once
// Checks for the per-instruction tests (see snippet.h for the harness).

#include <catch2/catch.hpp>

#include <functional>
#include <string>

#include "tests/emu/snippet.h"

namespace gfxtile::emu::testing {

using LaneValue = std::function<uint32_t(uint32_t lane)>;

// Loads in[lane] into v10 and in[lane + 64] into v11.
inline const char* kLoadInputs = R"(
  global_load_dword v10, v63, s[42:43]
  global_load_dword v11, v63, s[42:43] offset:256
  s_waitcnt vmcnt(0)
)";

// Runs `body` on each target and compares v1 (and v2, v3 when given) in every lane.
inline void check_lanes(const std::string& body, LaneValue v1, LaneValue v2 = nullptr, LaneValue v3 = nullptr,
                        std::initializer_list<const char*> targets = {"gfx942"}, SnippetOptions options = {}) {
  for (const char* target : targets) {
    options.target = target;
    INFO("target " << target);
    const SnippetResult result = run_snippet(body, options);
    INFO((result.dispatch.fault ? result.dispatch.fault->to_string() : std::string()));
    REQUIRE(result.dispatch.ok());
    const LaneValue expected[3] = {v1, v2, v3};
    for (int r = 0; r < 3; ++r) {
      if (!expected[r]) continue;
      int mismatches = 0;
      uint32_t first_lane = 0, got = 0, want = 0;
      for (uint32_t lane = 0; lane < result.v[r].size(); ++lane) {
        if (result.v[r][lane] != expected[r](lane)) {
          if (mismatches++ == 0) first_lane = lane, got = result.v[r][lane], want = expected[r](lane);
        }
      }
      INFO("v" << (r + 1) << ": lane " << first_lane << " got 0x" << std::hex << got << " expected 0x" << want);
      CHECK(mismatches == 0);
    }
  }
}

// A value that is the same in every lane.
inline LaneValue all(uint32_t value) {
  return [value](uint32_t) { return value; };
}

}  // namespace gfxtile::emu::testing
