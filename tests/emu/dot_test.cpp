// Integer dot products of gfx942/gfx950 (VOP3P v_dot{2,4,8}_{i32,u32}_* and the VOP2 v_dot*c
// accumulating forms): each element pair of the packed sources multiplied, summed with C (or
// D), 32-bit wrap unless clamp saturates. Expected values from the ISA's definition on the host.

#include <algorithm>
#include <climits>
#include <cstdint>

#include "tests/emu/instruction_check.h"

using namespace gfxtile::emu::testing;

namespace {

uint32_t in(uint32_t lane) { return input_word(lane); }
uint32_t in2(uint32_t lane) { return input_word(lane + 64); }

int64_t field(uint32_t word, int bits, int i, bool is_signed) {
  const uint64_t raw = (word >> (bits * i)) & ((uint64_t{1} << bits) - 1);
  if (!is_signed || !(raw >> (bits - 1))) return int64_t(raw);
  return int64_t(raw) - (int64_t{1} << bits);
}
int64_t dot(uint32_t a, uint32_t b, int bits, bool is_signed) {
  int64_t sum = 0;
  for (int i = 0; i < 32 / bits; ++i) sum += field(a, bits, i, is_signed) * field(b, bits, i, is_signed);
  return sum;
}

}  // namespace

TEST_CASE("v_dot2/dot4/dot8 integer dot products with C", "[emu][instruction][packed]") {
  for (int bits : {16, 8, 4}) {
    const int count = 32 / bits;
    for (bool is_signed : {true, false}) {
      const std::string name = "v_dot" + std::to_string(count) + (is_signed ? "_i32_i" : "_u32_u") + std::to_string(bits);
      INFO(name);
      // C = lane * 1000 - 20000 (negative in low lanes).
      check_lanes(std::string(kLoadInputs) + "  v_mul_u32_u24 v12, 0x3e8, v0\n  v_subrev_u32 v12, 0x4e20, v12\n  " + name +
                      " v1, v10, v11, v12\n",
                  [=](uint32_t l) {
                    const int64_t c = is_signed ? int64_t(int32_t(l * 1000 - 20000)) : int64_t(uint32_t(l * 1000 - 20000));
                    return uint32_t(c + dot(in(l), in2(l), bits, is_signed));
                  },
                  nullptr, nullptr, {"gfx942", "gfx950"});
    }
  }
}

TEST_CASE("v_dot2c/dot4c/dot8c accumulate signed dot products into D", "[emu][instruction][packed]") {
  for (int bits : {16, 8, 4}) {
    const std::string name = "v_dot" + std::to_string(32 / bits) + "c_i32_i" + std::to_string(bits);
    INFO(name);
    check_lanes(std::string(kLoadInputs) + "  v_mov_b32 v1, v0\n  " + name + " v1, v10, v11\n",
                [=](uint32_t l) { return uint32_t(int64_t(l) + dot(in(l), in2(l), bits, true)); }, nullptr, nullptr,
                {"gfx942", "gfx950"});
  }
}

TEST_CASE("integer dot products saturate with clamp and wrap without", "[emu][instruction][packed]") {
  // 2 * 32767^2 + 0x7fffffff overflows int32; u16: 2 * 65535^2 + 0xffffffff overflows uint32.
  const std::string body = R"(
  v_mov_b32 v4, 0x7fff7fff
  v_bfrev_b32 v5, -2
  v_dot2_i32_i16 v1, v4, v4, v5 clamp
  v_dot2_i32_i16 v2, v4, v4, v5
  v_mov_b32 v6, -1
  v_dot2_u32_u16 v3, v6, v6, v6 clamp
)";
  const int64_t signed_sum = 2 * int64_t(32767) * 32767 + INT32_MAX;
  check_lanes(body, all(uint32_t(INT32_MAX)), all(uint32_t(signed_sum)), all(UINT32_MAX), {"gfx942", "gfx950"});
}
