// Per-instruction tests for gfx1250's tensor data mover (tensor_load_to_lds,
// tensor_store_from_lds, s_wait_tensorcnt) and split barriers. Descriptors are written field by
// field from the table in ../shared/notes/amdgpu.md; expected LDS images and outputs are built
// on the host from the input words.

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <map>

#include "tests/emu_gfx1250/gfx1250_snippet.h"

using namespace gfxtile::emu::gfx1250_testing;

namespace {

uint32_t in(uint32_t i) { return input_word(i); }
constexpr uint32_t kExtra = 8 * 32;

struct Tile {
  uint32_t lds = 0;
  const char* base = "s[42:43]";  // in; "s[40:41]" for out
  uint32_t byte_offset = 0;         // added to the base
  uint32_t valid = 1;
  uint32_t element_log2 = 2;
  bool pad = false;
  uint32_t pad_interval_dwords = 0, pad_amount_dwords = 0;
  uint32_t tensor[5] = {1, 1, 1, 1, 1};
  uint32_t tile[5] = {0, 0, 0, 0, 0};
  uint64_t stride[5] = {1, 0, 0, 0, 0};  // element stride of dim k
};

// s[4:7] = group 0, s[8:15] = group 1, s[16:19] = group 2, s[20:23] = group 3.
std::string descriptor(const Tile& t) {
  const std::string base(t.base);
  const std::string low = base == "s[42:43]" ? "s42" : "s40", high = base == "s[42:43]" ? "s43" : "s41";
  uint32_t g1[8] = {};
  g1[0] = t.element_log2 << 16;
  if (t.pad) {
    uint32_t log2_interval = 0;
    while ((1u << log2_interval) < t.pad_interval_dwords) ++log2_interval;
    g1[0] |= 1u << 20 | (log2_interval - 1) << 22 | (t.pad_amount_dwords - 1) << 25;
  }
  g1[1] = t.tensor[0] << 16;
  g1[2] = t.tensor[0] >> 16 | t.tensor[1] << 16;
  g1[3] = t.tensor[1] >> 16 | t.tile[0] << 16;
  g1[4] = t.tile[1] | t.tile[2] << 16;
  g1[5] = uint32_t(t.stride[1]);
  g1[6] = uint32_t(t.stride[1] >> 32) | uint32_t(t.stride[2] << 16);
  g1[7] = uint32_t(t.stride[2] >> 16);
  const uint32_t g2[4] = {t.tensor[2], t.tensor[3], uint32_t(t.stride[3]), uint32_t(t.stride[3] >> 32) | t.tile[3] << 16};
  const uint32_t g3[4] = {uint32_t(t.stride[4]), uint32_t(t.stride[4] >> 32) | t.tensor[4] << 16,
                          t.tensor[4] >> 16 | t.tile[4] << 16, 0};
  std::string text = fmt::format(
      "  s_mov_b32 s4, {}\n  s_mov_b32 s5, {:#x}\n  s_add_co_u32 s6, {}, {:#x}\n  s_add_co_ci_u32 s7, {}, 0\n"
      "  s_or_b32 s7, s7, 0x80000000\n",
      t.valid, t.lds, low, t.byte_offset, high);
  for (int i = 0; i < 8; ++i) text += fmt::format("  s_mov_b32 s{}, {:#x}\n", 8 + i, g1[i]);
  for (int i = 0; i < 4; ++i) text += fmt::format("  s_mov_b32 s{}, {:#x}\n", 16 + i, g2[i]);
  for (int i = 0; i < 4; ++i) text += fmt::format("  s_mov_b32 s{}, {:#x}\n", 20 + i, g3[i]);
  return text;
}

// Reads LDS dwords 0..255 into v1..v8 (v1 = dwords 0..31, v2 = 32..63 ...).
const char* kReadLds = R"(
  s_wait_dscnt 0
  ds_load_b32 v1, v63
  ds_load_b32 v2, v63 offset:128
  ds_load_b32 v3, v63 offset:256
  ds_load_b32 v4, v63 offset:384
  ds_load_b32 v5, v63 offset:512
  ds_load_b32 v6, v63 offset:640
  ds_load_b32 v7, v63 offset:768
  ds_load_b32 v8, v63 offset:896
  s_wait_dscnt 0)";

uint32_t lds_dword(const SnippetResult& r, uint32_t d) { return r.row(int(d / 32 + 1), int(d % 32)); }

// The expected LDS image (dword -> value) of a 4-byte-element load: dense in tile order with
// padding after every interval, out-of-bounds elements 0.
std::map<uint32_t, uint32_t> expected_image(const Tile& t) {
  std::map<uint32_t, uint32_t> image;
  uint32_t tile[5];
  for (int k = 0; k < 5; ++k) tile[k] = (k > 0 && t.tile[k] == 0) ? 1 : t.tile[k];
  uint32_t cursor = t.lds / 4, since = 0;
  for (uint32_t x4 = 0; x4 < tile[4]; ++x4)
    for (uint32_t x3 = 0; x3 < tile[3]; ++x3)
      for (uint32_t x2 = 0; x2 < tile[2]; ++x2)
        for (uint32_t x1 = 0; x1 < tile[1]; ++x1)
          for (uint32_t x0 = 0; x0 < tile[0]; ++x0) {
            const bool inside = x0 < t.tensor[0] && x1 < t.tensor[1] && (t.tile[2] == 0 || x2 < t.tensor[2]) &&
                                (t.tile[3] == 0 || x3 < t.tensor[3]) && (t.tile[4] == 0 || x4 < t.tensor[4]);
            const uint64_t element = t.byte_offset / 4 + x0 + x1 * t.stride[1] + x2 * t.stride[2] + x3 * t.stride[3] +
                                     x4 * t.stride[4];
            image[cursor++] = inside ? in(uint32_t(element)) : 0;
            if (t.pad && ++since == t.pad_interval_dwords) {
              cursor += t.pad_amount_dwords;
              since = 0;
            }
          }
  return image;
}

void check_image(const SnippetResult& r, const std::map<uint32_t, uint32_t>& image) {
  for (uint32_t d = 0; d < 256; ++d) {
    INFO("LDS dword " << d);
    auto found = image.find(d);
    CHECK(lds_dword(r, d) == (found == image.end() ? 0u : found->second));
  }
}

SnippetOptions lds1k() {
  SnippetOptions options;
  options.lds_bytes = 1024;
  return options;
}

}  // namespace

TEST_CASE("gfx1250 tensor_load_to_lds moves a 2-D tile and zero-fills out of bounds", "[emu][gfx1250][tdm]") {
  Tile t;
  t.tensor[0] = 10, t.tensor[1] = 3;
  t.tile[0] = 16, t.tile[1] = 4;
  t.stride[1] = 16;
  const auto r = run_clean(descriptor(t) + "  tensor_load_to_lds s[4:7], s[8:15]\n  s_wait_tensorcnt 0" + kReadLds, lds1k());
  check_image(r, expected_image(t));
}

TEST_CASE("gfx1250 tensor_load_to_lds starts at the descriptor's LDS address and global base", "[emu][gfx1250][tdm]") {
  Tile t;
  t.lds = 0x100;
  t.byte_offset = 4 * 37;
  t.tensor[0] = 20, t.tensor[1] = 20;
  t.tile[0] = 8, t.tile[1] = 8;
  t.stride[1] = 50;
  const auto r = run_clean(descriptor(t) + "  tensor_load_to_lds s[4:7], s[8:15]\n  s_wait_tensorcnt 0" + kReadLds, lds1k());
  check_image(r, expected_image(t));
}

TEST_CASE("gfx1250 tensor_load_to_lds inserts padding", "[emu][gfx1250][tdm]") {
  Tile t;
  t.tensor[0] = 16, t.tensor[1] = 4;
  t.tile[0] = 16, t.tile[1] = 4;
  t.stride[1] = 16;
  t.pad = true;
  t.pad_interval_dwords = 8;
  t.pad_amount_dwords = 2;
  const auto r = run_clean(descriptor(t) + "  tensor_load_to_lds s[4:7], s[8:15]\n  s_wait_tensorcnt 0" + kReadLds, lds1k());
  check_image(r, expected_image(t));
}

TEST_CASE("gfx1250 tensor_load_to_lds with four groups moves a 3-D tile", "[emu][gfx1250][tdm]") {
  Tile t;
  t.tensor[0] = 6, t.tensor[1] = 3, t.tensor[2] = 2;
  t.tile[0] = 8, t.tile[1] = 4, t.tile[2] = 3;
  t.stride[1] = 10, t.stride[2] = 40;
  const auto r = run_clean(
      descriptor(t) + "  tensor_load_to_lds s[4:7], s[8:15], s[16:19], s[20:23]\n  s_wait_tensorcnt 0" + kReadLds, lds1k());
  check_image(r, expected_image(t));
}

TEST_CASE("gfx1250 tensor_load_to_lds with a 5-D tile", "[emu][gfx1250][tdm]") {
  Tile t;
  t.tensor[0] = 4, t.tensor[1] = 2, t.tensor[2] = 2, t.tensor[3] = 2, t.tensor[4] = 1;
  t.tile[0] = 4, t.tile[1] = 2, t.tile[2] = 2, t.tile[3] = 2, t.tile[4] = 2;
  t.stride[1] = 5, t.stride[2] = 11, t.stride[3] = 23, t.stride[4] = 97;
  const auto r = run_clean(
      descriptor(t) + "  tensor_load_to_lds s[4:7], s[8:15], s[16:19], s[20:23]\n  s_wait_tensorcnt 0" + kReadLds, lds1k());
  check_image(r, expected_image(t));
}

TEST_CASE("gfx1250 tensor_load_to_lds of 2-byte elements", "[emu][gfx1250][tdm]") {
  Tile t;
  t.element_log2 = 1;
  t.tensor[0] = 5, t.tensor[1] = 2;
  t.tile[0] = 8, t.tile[1] = 2;
  t.stride[1] = 8;
  const auto r = run_clean(descriptor(t) + "  tensor_load_to_lds s[4:7], s[8:15]\n  s_wait_tensorcnt 0" + kReadLds, lds1k());
  // Half h of row y: input half (y * 8 + h), in bounds for h < 5.
  auto half = [](uint32_t h) { return (in(h / 2) >> (16 * (h % 2))) & 0xffff; };
  for (uint32_t d = 0; d < 8; ++d) {
    uint32_t expected = 0;
    for (uint32_t part = 0; part < 2; ++part) {
      const uint32_t e = 2 * d + part, y = e / 8, h = e % 8;
      if (h < 5) expected |= half(y * 8 + h) << (16 * part);
    }
    CHECK(lds_dword(r, d) == expected);
  }
}

TEST_CASE("gfx1250 a tensor descriptor with clear valid bits moves nothing", "[emu][gfx1250][tdm]") {
  Tile t;
  t.valid = 0;
  t.tensor[0] = 16, t.tensor[1] = 4;
  t.tile[0] = 16, t.tile[1] = 4;
  t.stride[1] = 16;
  const auto r = run_clean(descriptor(t) + "  tensor_load_to_lds s[4:7], s[8:15]\n  s_wait_tensorcnt 0" + kReadLds, lds1k());
  for (uint32_t d = 0; d < 256; ++d) CHECK(lds_dword(r, d) == 0);
}

TEST_CASE("gfx1250 tensor_load_to_lds is issued once regardless of EXEC", "[emu][gfx1250][tdm]") {
  Tile t;
  t.tensor[0] = 16, t.tensor[1] = 2;
  t.tile[0] = 16, t.tile[1] = 2;
  t.stride[1] = 16;
  const auto r = run_clean(descriptor(t) +
                               "  s_mov_b32 exec_lo, 0\n  tensor_load_to_lds s[4:7], s[8:15]\n  s_wait_tensorcnt 0\n"
                               "  s_mov_b32 exec_lo, -1" + kReadLds,
                           lds1k());
  check_image(r, expected_image(t));
}

TEST_CASE("gfx1250 s_wait_tensorcnt 1 lands the older of two tensor loads", "[emu][gfx1250][tdm]") {
  Tile first, second;
  first.tensor[0] = 16, first.tensor[1] = 2, first.tile[0] = 16, first.tile[1] = 2, first.stride[1] = 16;
  second = first;
  second.lds = 512;
  second.byte_offset = 4 * 100;
  SnippetOptions options = lds1k();
  options.check_hazards = false;  // reads the second tile before it lands, on purpose
  const auto r = run_clean(descriptor(first) + "  tensor_load_to_lds s[4:7], s[8:15]\n" + descriptor(second) +
                               "  tensor_load_to_lds s[4:7], s[8:15]\n  s_wait_tensorcnt 1" + kReadLds,
                           options);
  check_image(r, expected_image(first));  // the second tile (LDS 512..) is still zero
}

TEST_CASE("gfx1250 tensor_store_from_lds writes the in-bounds part of a tile", "[emu][gfx1250][tdm]") {
  Tile t;
  t.base = "s[40:41]";
  t.byte_offset = 4 * kExtra;
  t.tensor[0] = 6, t.tensor[1] = 3;
  t.tile[0] = 8, t.tile[1] = 4;
  t.stride[1] = 10;
  SnippetOptions options = lds1k();
  options.extra_output_dwords = 64;
  // LDS dword d = d * 3 + 1 for the 32 tile elements.
  const auto r = run_clean(R"(
  v_mul_lo_u32 v2, v0, 3
  v_add_nc_u32 v2, 1, v2
  ds_store_b32 v63, v2
  s_wait_dscnt 0
)" + descriptor(t) + "  tensor_store_from_lds s[4:7], s[8:15]\n  s_wait_tensorcnt 0",
                           options);
  for (uint32_t y = 0; y < 5; ++y)
    for (uint32_t x = 0; x < 10; ++x) {
      const uint32_t element = y * 8 + x;  // LDS index of tile element (x, y)
      const bool written = x < 6 && y < 3;
      INFO("x " << x << " y " << y);
      CHECK(r.output[kExtra + y * 10 + x] == (written ? element * 3 + 1 : 0u));
    }
}

TEST_CASE("gfx1250 tensor descriptors the emulator does not model are refused by name", "[emu][gfx1250][tdm]") {
  Tile t;
  t.tensor[0] = 16, t.tensor[1] = 2, t.tile[0] = 16, t.tile[1] = 2, t.stride[1] = 16;
  const auto r = run_snippet(descriptor(t) + "  s_or_b32 s8, s8, 0x80000\n  tensor_load_to_lds s[4:7], s[8:15]", lds1k());
  REQUIRE(r.dispatch.fault);
  CHECK(r.dispatch.fault->message.find("iterat") != std::string::npos);
  Tile big = t;
  big.tile[0] = 256, big.tile[1] = 2;
  const auto overflow = run_snippet(descriptor(big) + "  tensor_load_to_lds s[4:7], s[8:15]", lds1k());
  REQUIRE(overflow.dispatch.fault);
  CHECK(overflow.dispatch.fault->message.find("LDS") != std::string::npos);
}

TEST_CASE("gfx1250 overwriting a tensor store's LDS source before its wait is reported", "[emu][gfx1250][tdm][hazard]") {
  Tile t;
  t.base = "s[40:41]";
  t.byte_offset = 4 * kExtra;
  t.tensor[0] = 8, t.tensor[1] = 1, t.tile[0] = 8, t.tile[1] = 1;
  SnippetOptions options = lds1k();
  options.extra_output_dwords = 8;
  const auto r = run_snippet(descriptor(t) + "  tensor_store_from_lds s[4:7], s[8:15]\n  ds_store_b32 v63, v0", options);
  REQUIRE(r.dispatch.fault);
  CHECK(r.dispatch.fault->message.find("missing s_wait_tensorcnt") != std::string::npos);
  CHECK(r.dispatch.fault->message.find("tensor_store_from_lds") != std::string::npos);
  // With the wait it is clean.
  run_clean(descriptor(t) + "  tensor_store_from_lds s[4:7], s[8:15]\n  s_wait_tensorcnt 0\n  ds_store_b32 v63, v0", options);
}

// ---- split barriers ----

namespace {
SnippetOptions two_waves() {
  SnippetOptions options;
  options.block = 64;
  options.lds_bytes = 256;
  return options;
}
}  // namespace

TEST_CASE("gfx1250 s_barrier_signal / s_barrier_wait order LDS between waves", "[emu][gfx1250][barrier]") {
  const auto r = run_clean(R"(
  v_add_nc_u32 v2, 500, v0
  ds_store_b32 v63, v2
  s_wait_dscnt 0
  s_barrier_signal -1
  s_barrier_wait -1
  v_xor_b32 v3, 0x80, v63
  ds_load_b32 v1, v3
  s_wait_dscnt 0)", two_waves());
  for (uint32_t l = 0; l < 64; ++l) CHECK(r.row(1, int(l)) == 500 + (l ^ 32));
}

TEST_CASE("gfx1250 the cluster barrier id -3 synchronises a one-workgroup cluster", "[emu][gfx1250][barrier]") {
  const auto r = run_clean(R"(
  v_add_nc_u32 v2, 700, v0
  ds_store_b32 v63, v2
  s_wait_dscnt 0
  s_barrier_signal -3
  s_barrier_wait -3
  v_xor_b32 v3, 0x80, v63
  ds_load_b32 v1, v3
  s_wait_dscnt 0)", two_waves());
  for (uint32_t l = 0; l < 64; ++l) CHECK(r.row(1, int(l)) == 700 + (l ^ 32));
}

TEST_CASE("gfx1250 s_barrier_signal_isfirst sets SCC in exactly one wave", "[emu][gfx1250][barrier]") {
  const auto r = run_clean(R"(
  s_barrier_signal_isfirst -1
  s_cselect_b32 s4, 1, 0
  s_barrier_wait -1
  v_mov_b32 v1, s4)", two_waves());
  CHECK(r.row(1, 0) + r.row(1, 32) == 1);
}

TEST_CASE("gfx1250 an LDS write between signal and wait is not ordered by that barrier", "[emu][gfx1250][barrier][hazard]") {
  const auto r = run_snippet(R"(
  s_barrier_signal -1
  v_add_nc_u32 v2, 500, v0
  ds_store_b32 v63, v2
  s_wait_dscnt 0
  s_barrier_wait -1
  v_xor_b32 v3, 0x80, v63
  ds_load_b32 v1, v3
  s_wait_dscnt 0)", two_waves());
  REQUIRE(r.dispatch.fault);
  CHECK(r.dispatch.fault->message.find("LDS race") != std::string::npos);
}

TEST_CASE("gfx1250 LDS atomics of different waves on one address are not races", "[emu][gfx1250][barrier][hazard]") {
  const auto r = run_clean(R"(
  v_mov_b32 v10, 0
  v_mov_b32 v2, 1
  ds_add_u32 v10, v2
  s_wait_dscnt 0
  s_barrier_signal -1
  s_barrier_wait -1
  ds_load_b32 v1, v10
  s_wait_dscnt 0)", two_waves());
  CHECK(r.row(1, 0) == 64);
  CHECK(r.row(1, 63) == 64);
}

TEST_CASE("gfx1250 waves storing the same value to one LDS word do not race; different values do", "[emu][gfx1250][barrier][hazard]") {
  // Replicated layouts make several waves store identical values: harmless.
  const auto same = run_clean(R"(
  v_and_b32 v10, 0x7c, v63
  v_lshrrev_b32 v2, 2, v10
  ds_store_b32 v10, v2
  s_wait_dscnt 0
  s_barrier_signal -1
  s_barrier_wait -1
  ds_load_b32 v1, v10
  s_wait_dscnt 0)", two_waves());
  for (uint32_t l = 0; l < 64; ++l) CHECK(same.row(1, int(l)) == (l & 31));
  const auto different = run_snippet(R"(
  v_and_b32 v10, 0x7c, v63
  ds_store_b32 v10, v0
  s_wait_dscnt 0
  s_barrier_signal -1
  s_barrier_wait -1)", two_waves());
  REQUIRE(different.dispatch.fault);
  CHECK(different.dispatch.fault->message.find("LDS race") != std::string::npos);
}

TEST_CASE("gfx1250 a tensor load multicast to other workgroups is refused; to itself it runs", "[emu][gfx1250][tdm]") {
  Tile t;
  t.tensor[0] = 16, t.tensor[1] = 2, t.tile[0] = 16, t.tile[1] = 2, t.stride[1] = 16;
  const auto self = run_clean(descriptor(t) + "  s_or_b32 s8, s8, 1\n  tensor_load_to_lds s[4:7], s[8:15]\n  s_wait_tensorcnt 0" + kReadLds, lds1k());
  check_image(self, expected_image(t));
  const auto other = run_snippet(descriptor(t) + "  s_or_b32 s8, s8, 3\n  tensor_load_to_lds s[4:7], s[8:15]", lds1k());
  REQUIRE(other.dispatch.fault);
  CHECK(other.dispatch.fault->message.find("multicast") != std::string::npos);
}

TEST_CASE("gfx1250 tensor_load_to_lds gathers rows by index (32-bit indices)", "[emu][gfx1250][tdm]") {
  Tile t;
  t.tensor[0] = 12, t.tensor[1] = 8;
  t.tile[0] = 16, t.tile[1] = 4;
  t.stride[1] = 16;
  const uint32_t rows[4] = {5, 1, 9, 2};  // row 9 is past tensor_dim1 = 8
  std::string body = descriptor(t) + "  s_or_b32 s4, s4, 0xc0000000\n";
  for (int r = 0; r < 4; ++r) body += fmt::format("  s_mov_b32 s{}, {}\n", 16 + r, rows[r]);
  for (int r = 0; r < 4; ++r) body += fmt::format("  s_mov_b32 s{}, 0\n", 20 + r);
  const auto result = run_clean(body + "  tensor_load_to_lds s[4:7], s[8:15], s[16:19], s[20:23]\n  s_wait_tensorcnt 0" + kReadLds,
                                lds1k());
  std::map<uint32_t, uint32_t> image;
  for (uint32_t r = 0; r < 4; ++r)
    for (uint32_t x = 0; x < 16; ++x) image[r * 16 + x] = (x < 12 && rows[r] < 8) ? in(rows[r] * 16 + x) : 0u;
  check_image(result, image);
}
