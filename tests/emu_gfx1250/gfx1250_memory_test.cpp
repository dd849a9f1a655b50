// Per-instruction tests for gfx1250 memory: global loads/stores/atomics under gfx12 names and
// scale_offset, LDS loads/stores/atomics, transposing LDS loads, asynchronous copies to and
// from LDS, the tensor data mover, and split barriers. Expected values are computed on the host
// from the input words and the ISA's definitions.

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "tests/emu_gfx1250/gfx1250_snippet.h"

using namespace gfxtile::emu::gfx1250_testing;

namespace {

uint32_t in(uint32_t i) { return input_word(i); }
// Byte `b` of the input buffer.
uint8_t in_byte(uint32_t b) { return uint8_t(in(b / 4) >> (8 * (b % 4))); }
constexpr uint32_t kExtra = 8 * 32;  // first extra output dword (block 32)

SnippetOptions with_lds(uint32_t bytes, uint32_t extra = 0) {
  SnippetOptions options;
  options.lds_bytes = bytes;
  options.extra_output_dwords = extra;
  return options;
}

}  // namespace

// ---- global memory ----

TEST_CASE("gfx1250 global_load_b32 with saddr and offset", "[emu][gfx1250][global]") {
  const auto r = run_clean("global_load_b32 v1, v63, s[42:43] offset:8\n  s_wait_loadcnt 0");
  for (uint32_t l = 0; l < 32; ++l) CHECK(r.row(1, int(l)) == in(l + 2));
}

TEST_CASE("gfx1250 global_load_b64 with a 64-bit VGPR address", "[emu][gfx1250][global]") {
  const auto r = run_clean(R"(
  v_mov_b32 v10, s42
  v_mov_b32 v11, s43
  v_lshl_add_u64 v[10:11], v[0:1], 3, v[10:11]
  global_load_b64 v[2:3], v[10:11], off
  s_wait_loadcnt 0)");
  // v1 is 0 at launch, so v[0:1] is the lane id as a 64-bit value.
  for (uint32_t l = 0; l < 32; ++l) {
    CHECK(r.row(2, int(l)) == in(2 * l));
    CHECK(r.row(3, int(l)) == in(2 * l + 1));
  }
}

TEST_CASE("gfx1250 global_load_b96 and global_load_b128", "[emu][gfx1250][global]") {
  const auto r = run_clean(R"(
  v_lshlrev_b32 v10, 4, v0
  global_load_b96 v[20:22], v10, s[42:43]
  global_load_b128 v[4:7], v10, s[42:43] offset:512
  s_wait_loadcnt 0
  v_mov_b32 v1, v20
  v_mov_b32 v2, v21
  v_mov_b32 v3, v22)");
  for (uint32_t l = 0; l < 32; ++l) {
    for (uint32_t i = 0; i < 3; ++i) CHECK(r.row(int(1 + i), int(l)) == in(4 * l + i));
    for (uint32_t i = 0; i < 4; ++i) CHECK(r.row(int(4 + i), int(l)) == in(128 + 4 * l + i));
  }
}

TEST_CASE("gfx1250 global_load_u8, i8, u16 and i16 extend", "[emu][gfx1250][global]") {
  const auto r = run_clean(R"(
  global_load_u8 v1, v63, s[42:43] offset:3
  global_load_i8 v2, v63, s[42:43] offset:3
  global_load_u16 v3, v63, s[42:43] offset:2
  global_load_i16 v4, v63, s[42:43] offset:2
  s_wait_loadcnt 0)");
  for (uint32_t l = 0; l < 32; ++l) {
    const uint32_t word = in(l);
    CHECK(r.row(1, int(l)) == word >> 24);
    CHECK(r.row(2, int(l)) == uint32_t(int32_t(int8_t(word >> 24))));
    CHECK(r.row(3, int(l)) == word >> 16);
    CHECK(r.row(4, int(l)) == uint32_t(int32_t(int16_t(word >> 16))));
  }
}

TEST_CASE("gfx1250 global_store_b8, b16 and b32", "[emu][gfx1250][global]") {
  const auto r = run_clean(R"(
  v_mul_lo_u32 v2, v0, 0x01010101
  v_add_nc_u32 v2, 0x11223300, v2
  global_store_b8 v63, v2, s[40:41] offset:1024
  global_store_b16 v63, v2, s[40:41] offset:1152
  global_store_b32 v63, v2, s[40:41] offset:1280)", with_lds(0, 96));
  for (uint32_t l = 0; l < 32; ++l) {
    const uint32_t value = 0x11223300u + l * 0x01010101u;
    CHECK(r.output[kExtra + l] == (value & 0xff));
    CHECK(r.output[kExtra + 32 + l] == (value & 0xffff));
    CHECK(r.output[kExtra + 64 + l] == value);
  }
}

TEST_CASE("gfx1250 global_store_b64 and global_store_b128", "[emu][gfx1250][global]") {
  const auto r = run_clean(R"(
  v_lshlrev_b32 v10, 4, v0
  v_add_nc_u32 v12, 1, v0
  v_add_nc_u32 v13, 2, v0
  v_add_nc_u32 v14, 3, v0
  v_add_nc_u32 v15, 4, v0
  global_store_b128 v10, v[12:15], s[40:41] offset:1024
  v_lshlrev_b32 v10, 3, v0
  global_store_b64 v10, v[12:13], s[40:41] offset:1536)", with_lds(0, 256));
  for (uint32_t l = 0; l < 32; ++l) {
    for (uint32_t i = 0; i < 4; ++i) CHECK(r.output[kExtra + 4 * l + i] == l + 1 + i);
    for (uint32_t i = 0; i < 2; ++i) CHECK(r.output[kExtra + 128 + 2 * l + i] == l + 1 + i);
  }
}

TEST_CASE("gfx1250 scale_offset multiplies the VGPR offset by the access size", "[emu][gfx1250][global]") {
  const auto r = run_clean(R"(
  global_load_b32 v1, v0, s[42:43] scale_offset
  global_load_b64 v[2:3], v0, s[42:43] offset:64 scale_offset
  v_mov_b32 v12, 0
  v_mov_b32 v13, 0
  v_mov_b32 v14, 0
  v_add_nc_u32 v15, 9, v0
  global_store_b128 v0, v[12:15], s[40:41] offset:1024 scale_offset
  s_wait_loadcnt 0)", with_lds(0, 128));
  for (uint32_t l = 0; l < 32; ++l) {
    CHECK(r.row(1, int(l)) == in(l));
    CHECK(r.row(2, int(l)) == in(16 + 2 * l));
    CHECK(r.row(3, int(l)) == in(16 + 2 * l + 1));
    CHECK(r.output[kExtra + 4 * l + 3] == l + 9);
  }
}

TEST_CASE("gfx1250 global_atomic_add_u32 returns old values and sums", "[emu][gfx1250][global]") {
  const auto r = run_clean(R"(
  v_mov_b32 v5, 0
  v_add_nc_u32 v2, 1, v0
  global_atomic_add_u32 v1, v5, v2, s[40:41] offset:1024 th:TH_ATOMIC_RETURN
  global_atomic_add_u32 v5, v2, s[40:41] offset:1028
  s_wait_loadcnt 0
  s_wait_storecnt 0)", with_lds(0, 4));
  CHECK(r.output[kExtra] == 32 * 33 / 2);
  CHECK(r.output[kExtra + 1] == 32 * 33 / 2);
  // The returned old values are the partial sums in some lane order: all distinct, below the sum.
  std::vector<uint32_t> old(r.v[0].begin(), r.v[0].end());
  std::sort(old.begin(), old.end());
  CHECK(std::adjacent_find(old.begin(), old.end()) == old.end());
  CHECK(old.front() == 0);
  CHECK(old.back() < 32u * 33 / 2);
}

// ---- LDS ----

TEST_CASE("gfx1250 ds_store_b32 and ds_load_b32 with offset", "[emu][gfx1250][lds]") {
  const auto r = run_clean(R"(
  v_add_nc_u32 v2, 100, v0
  ds_store_b32 v63, v2
  s_wait_dscnt 0
  ds_load_b32 v1, v63 offset:4
  s_wait_dscnt 0)", with_lds(512));
  for (uint32_t l = 0; l < 32; ++l) CHECK(r.row(1, int(l)) == (l < 31 ? 101 + l : 0u));
}

TEST_CASE("gfx1250 ds_store_b64/b128 and ds_load_b64/b128", "[emu][gfx1250][lds]") {
  const auto r = run_clean(R"(
  v_lshlrev_b32 v10, 4, v0
  v_add_nc_u32 v12, 1, v0
  v_add_nc_u32 v13, 2, v0
  v_add_nc_u32 v14, 3, v0
  v_add_nc_u32 v15, 4, v0
  ds_store_b128 v10, v[12:15]
  s_wait_dscnt 0
  ds_load_b128 v[4:7], v10
  v_lshlrev_b32 v11, 3, v0
  ds_load_b64 v[2:3], v11 offset:8
  s_wait_dscnt 0)", with_lds(512));
  for (uint32_t l = 0; l < 32; ++l) {
    for (uint32_t i = 0; i < 4; ++i) CHECK(r.row(int(4 + i), int(l)) == l + 1 + i);
    // Bytes 8l + 8 .. 8l + 15 hold dwords 2l + 2, 2l + 3 of the 16-byte records.
    auto dword = [](uint32_t d) { return d / 4 + 1 + d % 4; };
    CHECK(r.row(2, int(l)) == (2 * l + 2 < 128 ? dword(2 * l + 2) : 0u));
    CHECK(r.row(3, int(l)) == (2 * l + 3 < 128 ? dword(2 * l + 3) : 0u));
  }
}

TEST_CASE("gfx1250 ds_load_u8, i8, u16 and i16 extend", "[emu][gfx1250][lds]") {
  const auto r = run_clean(R"(
  global_load_b32 v2, v63, s[42:43]
  s_wait_loadcnt 0
  ds_store_b32 v63, v2
  s_wait_dscnt 0
  ds_load_u8 v1, v63 offset:1
  ds_load_i8 v3, v63 offset:3
  ds_load_u16 v4, v63 offset:2
  ds_load_i16 v5, v63
  s_wait_dscnt 0)", with_lds(128));
  for (uint32_t l = 0; l < 32; ++l) {
    const uint32_t word = in(l);
    CHECK(r.row(1, int(l)) == ((word >> 8) & 0xff));
    CHECK(r.row(3, int(l)) == uint32_t(int32_t(int8_t(word >> 24))));
    CHECK(r.row(4, int(l)) == word >> 16);
    CHECK(r.row(5, int(l)) == uint32_t(int32_t(int16_t(word))));
  }
}

TEST_CASE("gfx1250 ds_store_b8 and ds_store_b16 write part of a dword", "[emu][gfx1250][lds]") {
  const auto r = run_clean(R"(
  v_mov_b32 v2, 0x44332211
  ds_store_b8 v63, v2 offset:1
  ds_store_b16 v63, v2 offset:130
  s_wait_dscnt 0
  ds_load_b32 v1, v63
  ds_load_b32 v3, v63 offset:128
  s_wait_dscnt 0)", with_lds(256));
  for (int l = 0; l < 32; ++l) {
    CHECK(r.row(1, l) == 0x1100u);
    CHECK(r.row(3, l) == 0x22110000u);
  }
}

TEST_CASE("gfx1250 ds_load_2addr_b32 and ds_store_2addr_b32", "[emu][gfx1250][lds]") {
  const auto r = run_clean(R"(
  v_lshlrev_b32 v10, 3, v0
  v_add_nc_u32 v2, 10, v0
  v_add_nc_u32 v3, 20, v0
  ds_store_2addr_b32 v10, v2, v3 offset1:1
  s_wait_dscnt 0
  ds_load_2addr_b32 v[4:5], v10 offset0:1 offset1:2
  s_wait_dscnt 0)", with_lds(512));
  for (uint32_t l = 0; l < 32; ++l) {
    CHECK(r.row(4, int(l)) == 20 + l);
    CHECK(r.row(5, int(l)) == (l < 31 ? 10 + l + 1 : 0u));
  }
}

TEST_CASE("gfx1250 ds_store_2addr_stride64_b32 and ds_load_2addr_stride64_b32", "[emu][gfx1250][lds]") {
  const auto r = run_clean(R"(
  v_add_nc_u32 v2, 10, v0
  v_add_nc_u32 v3, 20, v0
  ds_store_2addr_stride64_b32 v63, v2, v3 offset1:2
  s_wait_dscnt 0
  ds_load_2addr_stride64_b32 v[4:5], v63 offset0:2 offset1:0
  s_wait_dscnt 0)", with_lds(1024));
  for (uint32_t l = 0; l < 32; ++l) {
    CHECK(r.row(4, int(l)) == 20 + l);  // offset 2 * 64 dwords = 512 bytes
    CHECK(r.row(5, int(l)) == 10 + l);
  }
}

TEST_CASE("gfx1250 ds_add_u32 and ds_add_rtn_u32", "[emu][gfx1250][lds]") {
  const auto r = run_clean(R"(
  v_mov_b32 v10, 0
  v_mov_b32 v2, 1
  ds_add_u32 v10, v2
  ds_add_rtn_u32 v1, v10, v2
  s_wait_dscnt 0
  ds_load_b32 v3, v10
  s_wait_dscnt 0)", with_lds(64));
  CHECK(r.row(3, 0) == 64);
  std::vector<uint32_t> old(r.v[0].begin(), r.v[0].end());
  std::sort(old.begin(), old.end());
  for (uint32_t l = 0; l < 32; ++l) CHECK(old[l] == 32 + l);
}

// ---- transposing LDS loads ----

namespace {

// Fills LDS byte i with input byte i (4096 bytes), then runs `load` with v10 = lane * bytes.
SnippetResult transposed(const std::string& load, uint32_t bytes_per_lane) {
  return run_clean(fmt::format(R"(
  v_lshlrev_b32 v20, 4, v0
  s_mov_b32 s10, 0
.Lcopy:
  v_add_nc_u32 v21, s10, v20
  global_load_b128 v[24:27], v21, s[42:43]
  s_wait_loadcnt 0
  ds_store_b128 v21, v[24:27]
  s_add_co_u32 s10, s10, 512
  s_cmp_lt_u32 s10, 4096
  s_cbranch_scc1 .Lcopy
  s_wait_dscnt 0
  v_mul_lo_u32 v10, v0, {}
  {}
  s_wait_dscnt 0)", bytes_per_lane, load), with_lds(4096));
}

// Reference: lane i, element e (of E per lane, `bits` wide) = element i % E of what lane
// E * (i / E) + e read from its address lane * bytes.
uint64_t reference_element(uint32_t lane, uint32_t e, uint32_t bits, uint32_t bytes) {
  const uint32_t elements = bytes * 8 / bits;
  const uint32_t source_lane = elements * (lane / elements) + e;
  const uint32_t bit = (lane % elements) * bits;
  uint64_t value = 0;
  for (uint32_t b = 0; b < bits; ++b) {
    const uint32_t absolute = source_lane * bytes * 8 + bit + b;
    value |= uint64_t((in_byte(absolute / 8) >> (absolute % 8)) & 1) << b;
  }
  return value;
}

void check_transposed(const SnippetResult& r, int first_row, uint32_t bits, uint32_t bytes) {
  const uint32_t elements = bytes * 8 / bits;
  for (uint32_t lane = 0; lane < 32; ++lane)
    for (uint32_t e = 0; e < elements; ++e) {
      const uint32_t bit = e * bits;
      uint64_t got = 0;
      for (uint32_t b = 0; b < bits; ++b) {
        const uint32_t at = bit + b;
        got |= uint64_t((r.row(first_row + int(at / 32), int(lane)) >> (at % 32)) & 1) << b;
      }
      INFO("lane " << lane << " element " << e);
      CHECK(got == reference_element(lane, e, bits, bytes));
    }
}

}  // namespace

TEST_CASE("gfx1250 ds_load_tr16_b128 transposes 8x8 blocks of halves", "[emu][gfx1250][lds]") {
  check_transposed(transposed("ds_load_tr16_b128 v[4:7], v10", 16), 4, 16, 16);
}

TEST_CASE("gfx1250 ds_load_tr8_b64 transposes 8x8 blocks of bytes", "[emu][gfx1250][lds]") {
  check_transposed(transposed("ds_load_tr8_b64 v[2:3], v10", 8), 2, 8, 8);
}

TEST_CASE("gfx1250 ds_load_tr4_b64 transposes 16x16 blocks of nibbles", "[emu][gfx1250][lds]") {
  check_transposed(transposed("ds_load_tr4_b64 v[2:3], v10", 8), 2, 4, 8);
}

TEST_CASE("gfx1250 ds_load_tr6_b96 transposes 16x16 blocks of 6-bit elements", "[emu][gfx1250][lds]") {
  check_transposed(transposed("ds_load_tr6_b96 v[20:22], v10\n  s_wait_dscnt 0\n  v_mov_b32 v1, v20\n  v_mov_b32 v2, v21\n  v_mov_b32 v3, v22", 12), 1, 6, 12);
}

// ---- asynchronous copies ----

TEST_CASE("gfx1250 global_load_async_to_lds_b32 lands on s_wait_asynccnt", "[emu][gfx1250][async]") {
  const auto r = run_clean(R"(
  global_load_async_to_lds_b32 v63, v63, s[42:43]
  s_wait_asynccnt 0
  ds_load_b32 v1, v63
  s_wait_dscnt 0)", with_lds(128));
  for (uint32_t l = 0; l < 32; ++l) CHECK(r.row(1, int(l)) == in(l));
}

TEST_CASE("gfx1250 global_load_async_to_lds_b8 moves one byte per lane", "[emu][gfx1250][async]") {
  const auto r = run_clean(R"(
  global_load_async_to_lds_b8 v63, v63, s[42:43] offset:2
  s_wait_asynccnt 0
  ds_load_b32 v1, v63
  s_wait_dscnt 0)", with_lds(256));
  // Byte 4l + 2 of the input lands at LDS 4l + 2 (the offset applies to both addresses).
  for (uint32_t l = 0; l < 32; ++l) CHECK(r.row(1, int(l)) == uint32_t(in_byte(4 * l + 2)) << 16);
}

TEST_CASE("gfx1250 global_load_async_to_lds_b64 and b128", "[emu][gfx1250][async]") {
  const auto r = run_clean(R"(
  v_lshlrev_b32 v10, 3, v0
  v_lshlrev_b32 v11, 4, v0
  v_add_nc_u32 v12, 1024, v11
  global_load_async_to_lds_b64 v10, v10, s[42:43]
  global_load_async_to_lds_b128 v12, v11, s[42:43]
  s_wait_asynccnt 0
  ds_load_b64 v[2:3], v10
  ds_load_b128 v[4:7], v12
  s_wait_dscnt 0)", with_lds(2048));
  for (uint32_t l = 0; l < 32; ++l) {
    CHECK(r.row(2, int(l)) == in(2 * l));
    CHECK(r.row(3, int(l)) == in(2 * l + 1));
    for (uint32_t i = 0; i < 4; ++i) CHECK(r.row(int(4 + i), int(l)) == in(4 * l + i));
  }
}

TEST_CASE("gfx1250 global_load_async_to_lds with a 64-bit address and offset", "[emu][gfx1250][async]") {
  const auto r = run_clean(R"(
  v_mov_b32 v10, s42
  v_mov_b32 v11, s43
  v_lshl_add_u64 v[10:11], v[0:1], 2, v[10:11]
  global_load_async_to_lds_b32 v63, v[10:11], off offset:16
  s_wait_asynccnt 0
  ds_load_b32 v1, v63 offset:16
  s_wait_dscnt 0)", with_lds(256));
  for (uint32_t l = 0; l < 32; ++l) CHECK(r.row(1, int(l)) == in(l + 4));
}

TEST_CASE("gfx1250 global_store_async_from_lds_b32 and b128", "[emu][gfx1250][async]") {
  const auto r = run_clean(R"(
  v_mul_lo_u32 v2, v0, 7
  ds_store_b32 v63, v2
  v_lshlrev_b32 v11, 4, v0
  v_add_nc_u32 v12, 128, v11
  v_add_nc_u32 v20, 1, v0
  v_add_nc_u32 v21, 2, v0
  v_add_nc_u32 v22, 3, v0
  v_add_nc_u32 v23, 4, v0
  ds_store_b128 v12, v[20:23]
  s_wait_dscnt 0
  v_mov_b32 v14, s40
  v_mov_b32 v15, s41
  v_lshl_add_u64 v[14:15], v[0:1], 2, v[14:15]
  v_add_nc_u64_e32 v[14:15], 0x400, v[14:15]
  global_store_async_from_lds_b32 v[14:15], v63, off
  v_add_nc_u32 v13, 1152, v11
  global_store_async_from_lds_b128 v13, v12, s[40:41]
  s_wait_asynccnt 0)", with_lds(1024, 160));
  for (uint32_t l = 0; l < 32; ++l) CHECK(r.output[kExtra + l] == 7 * l);
  for (uint32_t l = 0; l < 32; ++l)
    for (uint32_t i = 0; i < 4; ++i) CHECK(r.output[1152 / 4 + 4 * l + i] == l + 1 + i);
}

TEST_CASE("gfx1250 s_wait_asynccnt counts in order", "[emu][gfx1250][async]") {
  SnippetOptions options = with_lds(512);
  options.check_hazards = false;  // read in-flight data on purpose: it has not landed yet
  const auto r = run_clean(R"(
  global_load_async_to_lds_b32 v63, v63, s[42:43]
  v_add_nc_u32 v10, 128, v63
  global_load_async_to_lds_b32 v10, v63, s[42:43] offset:128
  s_wait_asynccnt 1
  ds_load_b32 v1, v63
  ds_load_b32 v2, v63 offset:256
  s_wait_dscnt 0
  s_wait_asynccnt 0
  ds_load_b32 v3, v63 offset:256
  s_wait_dscnt 0)", options);
  for (uint32_t l = 0; l < 32; ++l) {
    CHECK(r.row(1, int(l)) == in(l));
    CHECK(r.row(2, int(l)) == 0);  // the second copy (LDS 128 + 4l + 128) is still in flight
    CHECK(r.row(3, int(l)) == in(32 + l));
  }
}

TEST_CASE("gfx1250 LDS statistics follow the gfx1250 bank model", "[emu][gfx1250][lds]") {
  // b32 with a 256-byte stride: 32 lanes in one bank, 31 extra cycles; consecutive: none.
  const auto r = run_clean(R"(
  v_lshlrev_b32 v10, 8, v0
  ds_store_b32 v10, v0
  ds_store_b32 v63, v0
  s_wait_dscnt 0)", with_lds(8192));
  CHECK(r.dispatch.statistics.lds_bank_conflicts == 31);
  CHECK(r.dispatch.statistics.lds_bytes_written == 2 * 32 * 4);
}

TEST_CASE("gfx1250 workgroups get 320 KiB of LDS", "[emu][gfx1250][lds]") {
  // The last dword of 320 KiB is addressable; one byte more is refused at dispatch.
  const auto r = run_clean(R"(
  v_mov_b32 v10, 0x4fffc
  v_mov_b32 v2, 77
  ds_store_b32 v10, v2
  s_wait_dscnt 0
  ds_load_b32 v1, v10
  s_wait_dscnt 0)", with_lds(320 * 1024));
  CHECK(r.row(1, 0) == 77);
  CHECK_THROWS_WITH(run_snippet("  s_nop 0", with_lds(320 * 1024 + 4)), Catch::Contains("LDS"));
}
