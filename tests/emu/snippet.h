#pragma once
// The per-instruction test harness: a few lines of assembly become a whole kernel (assembled
// in process), run on the emulator, and the lanes of v1, v2, v3 come back. Expected values are
// computed by the tests from the ISA's definition, never by the emulator.
//
// Around the snippet: s[40:41] = out (the result buffer), s[42:43] = in (input_word(i) at
// dword i), v0 = work-item id, v63 = work-item id * 4, EXEC = all 64 lanes. Afterwards EXEC is
// set to all lanes again and v1, v2, v3 of every work-item are stored (rows of `block` dwords).
// The snippet may use v1..v61, s4..s39, vcc, m0, a0..a63.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "emu/emulator.h"

namespace gfxtile::emu::testing {

struct SnippetOptions {
  std::string target = "gfx942";
  uint32_t lds_bytes = 0;         // static LDS
  uint32_t private_bytes = 0;     // scratch per lane
  uint32_t block = 64;            // work-items (one wave unless larger)
  uint64_t instruction_budget = uint64_t{1} << 30;
  std::vector<uint32_t> input;      // replaces the default input words when not empty
  bool defer_unsupported = false;   // DecodeOptions::defer_unsupported
  uint32_t extra_output_dwords = 0;  // after the three result rows, zero-filled (at byte 12 * block)
  bool profile = false;             // Launch::profile
};

struct SnippetResult {
  std::array<std::vector<uint32_t>, 3> v;  // v1, v2, v3 per work-item
  std::vector<uint32_t> output;            // the whole out buffer
  DispatchResult dispatch;
  Kernel kernel;  // as decoded (Kernel::program() for profiles)
};

// The input buffer's dword i (a fixed hash, so tests can compute with it).
uint32_t input_word(uint32_t i);
inline constexpr uint32_t kInputWords = 4096;

SnippetResult run_snippet(const std::string& body, const SnippetOptions& options = {});

// Bit casts for expectations.
uint32_t f32_bits(float value);
float bits_f32(uint32_t bits);

}  // namespace gfxtile::emu::testing
