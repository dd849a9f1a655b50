#pragma once
// The gfx1250 per-instruction test harness: a few lines of wave32 assembly become a kernel
// (assembled in process), run on the emulator with hazard checking on, and v1..v8 of every lane
// come back. Expected values are computed by the tests from the ISA's definition or host
// arithmetic, never by the emulator.
//
// Around the snippet: s[40:41] = out, s[42:43] = in (input[i] at dword i), v0 = work-item id,
// v63 = work-item id * 4, s44 = the launch EXEC. Afterwards EXEC is s44 again and v1..v8 are
// stored (row r at out + r * block * 4). The snippet may use v1..v62, s2..s39, vcc_lo, m0, LDS.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "emu/emulator.h"

namespace gfxtile::emu::gfx1250_testing {

struct SnippetOptions {
  uint32_t lds_bytes = 0;
  uint32_t block = 32;                 // work-items: one wave unless larger
  Dim3 grid{1, 1, 1};
  Dim3 cluster{0, 0, 0};
  bool check_hazards = true;
  std::vector<uint32_t> input;         // empty: input_word(i)
  uint32_t extra_output_dwords = 0;    // after the eight rows, zero-filled
};

struct SnippetResult {
  std::array<std::vector<uint32_t>, 8> v;  // v1..v8 per work-item (all waves of workgroup 0)
  std::vector<uint32_t> output;
  std::vector<uint32_t> input;
  DispatchResult dispatch;
  uint32_t row(int r, int lane) const { return v[size_t(r - 1)][size_t(lane)]; }
};

uint32_t input_word(uint32_t i);
inline constexpr uint32_t kInputWords = 4096;

// Throws (Catch fails the test) when assembly fails; a dispatch fault comes back in `dispatch`.
SnippetResult run_snippet(const std::string& body, const SnippetOptions& options = {});
// run_snippet that also requires a clean dispatch.
SnippetResult run_clean(const std::string& body, const SnippetOptions& options = {});

uint32_t f32_bits(float value);
float bits_f32(uint32_t bits);

}  // namespace gfxtile::emu::gfx1250_testing
