// The tensor data mover's descriptor: fields written with the bit positions of the notes
// (groups 0-1) and of Triton's TDM lowering (groups 2-3), decoded by the emulator, and the tile
// walk compared element by element with a plain host loop over the tile.

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>

#include "emu/tensor_descriptor.h"

using namespace gfxtile::emu;

namespace {

struct Fields {
  uint32_t lds = 0;
  uint64_t global = 0;
  int element_log2 = 2;
  bool pad = false;
  int pad_interval_dwords = 0;  // power of two >= 2
  int pad_amount_dwords = 0;
  uint32_t tensor[5] = {1, 1, 1, 1, 1};
  uint32_t tile[5] = {0, 0, 0, 0, 0};
  uint64_t stride[5] = {1, 0, 0, 0, 0};  // stride[k]: element stride of dim k
  bool four_groups = false;
};

struct Groups {
  uint32_t g0[4] = {};
  uint32_t g1[8] = {};
  uint32_t g2[4] = {};
  uint32_t g3[4] = {};
};

// The encoding, field by field, as the tables in ../shared/notes/amdgpu.md and Triton's
// TDMUtility.cpp give it.
Groups encode(const Fields& f) {
  Groups g;
  g.g0[0] = 1;
  g.g0[1] = f.lds;
  g.g0[2] = uint32_t(f.global);
  g.g0[3] = uint32_t(f.global >> 32) | 2u << 30;
  g.g1[0] = uint32_t(f.element_log2) << 16;
  if (f.pad) {
    int log2_interval = 0;
    while ((1 << log2_interval) < f.pad_interval_dwords) ++log2_interval;
    g.g1[0] |= 1u << 20 | uint32_t(log2_interval - 1) << 22 | uint32_t(f.pad_amount_dwords - 1) << 25;
  }
  g.g1[1] = f.tensor[0] << 16;
  g.g1[2] = f.tensor[0] >> 16 | f.tensor[1] << 16;
  g.g1[3] = f.tensor[1] >> 16 | f.tile[0] << 16;
  g.g1[4] = f.tile[1] | f.tile[2] << 16;
  g.g1[5] = uint32_t(f.stride[1]);
  g.g1[6] = uint32_t(f.stride[1] >> 32) | uint32_t(f.stride[2] << 16);
  g.g1[7] = uint32_t(f.stride[2] >> 16);
  g.g2[0] = f.tensor[2];
  g.g2[1] = f.tensor[3];
  g.g2[2] = uint32_t(f.stride[3]);
  g.g2[3] = uint32_t(f.stride[3] >> 32) | f.tile[3] << 16;
  g.g3[0] = uint32_t(f.stride[4]);
  g.g3[1] = uint32_t(f.stride[4] >> 32) | f.tensor[4] << 16;
  g.g3[2] = f.tensor[4] >> 16 | f.tile[4] << 16;
  return g;
}

TensorDescriptor decode(const Groups& g, bool four) {
  return decode_tensor_descriptor(std::span<const uint32_t, 4>(g.g0), std::span<const uint32_t, 8>(g.g1),
                                  four ? g.g2 : nullptr, four ? g.g3 : nullptr);
}

// Reference: every element of the tile in order, its LDS byte (padding inserted as a byte stream
// would see it) and its global byte address or -1 when out of bounds.
std::map<uint32_t, int64_t> reference(const Fields& f) {
  std::map<uint32_t, int64_t> result;
  uint32_t tile[5];
  uint32_t tensor[5];
  for (int k = 0; k < 5; ++k) {
    tile[k] = (k > 0 && f.tile[k] == 0) ? 1 : f.tile[k];
    tensor[k] = (k > 0 && f.tile[k] == 0) ? 1 : f.tensor[k];
  }
  const uint32_t e = 1u << f.element_log2;
  uint32_t cursor = f.lds, since_pad = 0;
  for (uint32_t x4 = 0; x4 < tile[4]; ++x4)
    for (uint32_t x3 = 0; x3 < tile[3]; ++x3)
      for (uint32_t x2 = 0; x2 < tile[2]; ++x2)
        for (uint32_t x1 = 0; x1 < tile[1]; ++x1)
          for (uint32_t x0 = 0; x0 < tile[0]; ++x0) {
            const bool in = x0 < tensor[0] && x1 < tensor[1] && x2 < tensor[2] && x3 < tensor[3] && x4 < tensor[4];
            const uint64_t offset = x0 + x1 * f.stride[1] + x2 * f.stride[2] + x3 * f.stride[3] + x4 * f.stride[4];
            for (uint32_t b = 0; b < e; ++b) result[cursor + b] = in ? int64_t(f.global + offset * e + b) : -1;
            cursor += e;
            since_pad += e;
            if (f.pad && since_pad == uint32_t(f.pad_interval_dwords) * 4) {
              cursor += uint32_t(f.pad_amount_dwords) * 4;
              since_pad = 0;
            }
          }
  return result;
}

std::map<uint32_t, int64_t> walk(const TensorDescriptor& d) {
  std::map<uint32_t, int64_t> result;
  for_each_tensor_run(d, [&](const TensorRun& run) {
    for (uint32_t b = 0; b < run.bytes; ++b) {
      REQUIRE(result.count(run.lds + b) == 0);
      result[run.lds + b] = run.in_bounds ? int64_t(run.global + b) : -1;
    }
  });
  return result;
}

}  // namespace

TEST_CASE("tensor descriptor fields decode as encoded", "[emu][gfx1250][tdm]") {
  Fields f;
  f.lds = 0x1800;
  f.global = 0x1'2345'6780ull;
  f.element_log2 = 1;
  f.pad = true;
  f.pad_interval_dwords = 32;
  f.pad_amount_dwords = 4;
  f.tensor[0] = 100000, f.tensor[1] = 70000, f.tensor[2] = 9, f.tensor[3] = 7, f.tensor[4] = 80000;
  f.tile[0] = 64, f.tile[1] = 16, f.tile[2] = 2, f.tile[3] = 3, f.tile[4] = 4;
  f.stride[1] = 0x1'0000'0010ull, f.stride[2] = 0x2'0000'0020ull, f.stride[3] = 0x3'0000'0030ull;
  f.stride[4] = 0x4'0000'0040ull;
  f.four_groups = true;
  const TensorDescriptor d = decode(encode(f), true);
  CHECK(d.valid);
  CHECK(d.type == 2);
  CHECK_FALSE(d.gather);
  CHECK(d.lds_address == 0x1800);
  CHECK(d.global_address == 0x1'2345'6780ull);
  CHECK(d.element_bytes == 2);
  CHECK(d.pad);
  CHECK(d.pad_interval_bytes == 128);
  CHECK(d.pad_amount_bytes == 16);
  CHECK(d.dimensions == 5);
  for (int k = 0; k < 5; ++k) {
    INFO(k);
    CHECK(d.tensor_size[k] == f.tensor[k]);
    CHECK(d.tile_size[k] == f.tile[k]);
    CHECK(d.stride[k] == f.stride[k]);
  }
  CHECK(check_tensor_descriptor(d, 320 * 1024) == std::nullopt);
}

TEST_CASE("tensor descriptor of gluon_tdm_scale", "[emu][gfx1250][tdm]") {
  // The groups that kernel builds for M = 50, N = 70, program (1, 1), wave 2 (its listing):
  // rows 32 + 8*2 .. +8, columns 64 ..; tensor_dim0 = N - 64, tensor_dim1 = M - 48.
  const uint32_t M = 50, N = 70, row0 = 48, col0 = 64;
  const uint64_t x = 0x100'0000'0000ull;
  const uint64_t tile_address = x + 4ull * (row0 * N + col0);
  const uint32_t g0[4] = {1, 2 * 2048, uint32_t(tile_address), uint32_t(tile_address >> 32) | 0x80000000u};
  const uint32_t g1[8] = {0x20000, (N - col0) << 16, (M - row0) << 16, 64u << 16, 8, N, 0, 0};
  const TensorDescriptor d = decode_tensor_descriptor(std::span<const uint32_t, 4>(g0), std::span<const uint32_t, 8>(g1),
                                                      nullptr, nullptr);
  CHECK(d.dimensions == 2);
  CHECK(d.element_bytes == 4);
  CHECK(d.tile_size[0] == 64);
  CHECK(d.tile_size[1] == 8);
  CHECK(d.tensor_size[0] == 6);
  CHECK(d.tensor_size[1] == 2);
  CHECK(d.stride[1] == N);
  CHECK(d.lds_extent() == 2048);
  uint64_t in_bounds_bytes = 0, zero_bytes = 0;
  for_each_tensor_run(d, [&](const TensorRun& run) { (run.in_bounds ? in_bounds_bytes : zero_bytes) += run.bytes; });
  CHECK(in_bounds_bytes == 2 * 6 * 4);
  CHECK(in_bounds_bytes + zero_bytes == 2048);
}

TEST_CASE("tensor tile walk matches a host loop over the tile", "[emu][gfx1250][tdm]") {
  std::mt19937 random(1250);
  auto pick = [&](uint32_t low, uint32_t high) { return std::uniform_int_distribution<uint32_t>(low, high)(random); };
  for (int trial = 0; trial < 300; ++trial) {
    Fields f;
    const int dims = int(pick(1, 5));
    f.four_groups = dims > 2 || pick(0, 1);
    f.element_log2 = int(pick(0, 3));
    f.lds = pick(0, 64) * 16;
    f.global = 0x7000'0000ull + pick(0, 1000) * 8;
    for (int k = 0; k < dims; ++k) {
      f.tile[k] = pick(1, k == 0 ? 40 : 4);
      f.tensor[k] = pick(0, f.tile[k] + 3);
    }
    if (dims == 1) f.tensor[1] = 0;  // what a 1-D descriptor leaves behind
    uint64_t pitch = f.tensor[0] + pick(0, 5);
    for (int k = 1; k < 5; ++k) {
      f.stride[k] = pitch;
      pitch *= (f.tensor[k] ? f.tensor[k] : 1) + pick(0, 2);
    }
    if (pick(0, 1)) {
      f.pad = true;
      f.pad_interval_dwords = 2 << pick(0, 5);
      f.pad_amount_dwords = int(pick(1, 8));
    }
    INFO("trial " << trial << " dims " << dims << " log2 " << f.element_log2 << " pad " << f.pad);
    if (f.pad && (uint32_t(f.pad_interval_dwords) * 4) % (1u << f.element_log2) != 0) continue;
    const TensorDescriptor d = decode(encode(f), f.four_groups);
    REQUIRE(check_tensor_descriptor(d, 1u << 20) == std::nullopt);
    const auto expected = reference(f);
    const auto actual = walk(d);
    REQUIRE(actual == expected);
    CHECK(d.lds_extent() == (expected.empty() ? 0 : expected.rbegin()->first + 1 - f.lds));
  }
}

TEST_CASE("tensor runs stop at rows, pad boundaries and the bounds", "[emu][gfx1250][tdm]") {
  Fields f;
  f.tile[0] = 16, f.tile[1] = 3;
  f.tensor[0] = 10, f.tensor[1] = 2;
  f.stride[1] = 100;
  f.pad = true;
  f.pad_interval_dwords = 8;  // 32 bytes = 8 floats
  f.pad_amount_dwords = 1;
  const TensorDescriptor d = decode(encode(f), false);
  std::vector<TensorRun> runs;
  for_each_tensor_run(d, [&](const TensorRun& run) { runs.push_back(run); });
  // Row 0: [0,8) in, [8,10) in after the first pad, [10,16) out; row 1 likewise; row 2 all out.
  REQUIRE(runs.size() >= 7);
  CHECK(runs[0].bytes == 32);
  CHECK(runs[0].in_bounds);
  CHECK(runs[1].lds == 36);  // 32 bytes + one pad dword
  CHECK(runs[1].bytes == 8);
  CHECK(runs[1].in_bounds);
  CHECK(runs[2].bytes == 24);
  CHECK_FALSE(runs[2].in_bounds);
  CHECK(runs[3].global == 400);  // row 1 starts at stride 100 floats
  for (const auto& run : runs) {
    const uint32_t start = run.lds % 36;
    CHECK(start + run.bytes <= 32);  // never across a pad
  }
}

TEST_CASE("tensor descriptors the emulator cannot perform are refused with a reason", "[emu][gfx1250][tdm]") {
  Fields f;
  f.tile[0] = 64, f.tile[1] = 64;
  f.tensor[0] = 64, f.tensor[1] = 64;
  f.stride[1] = 64;
  Groups g = encode(f);
  CHECK(check_tensor_descriptor(decode(g, false), 16384) == std::nullopt);
  CHECK(check_tensor_descriptor(decode(g, false), 16383)->find("leaves") != std::string::npos);
  Groups gather = g;
  gather.g0[0] |= 1u << 31;
  CHECK(check_tensor_descriptor(decode(gather, false), 1u << 20)->find("gather") != std::string::npos);
  Groups iterate = g;
  iterate.g1[0] |= 1u << 19;
  CHECK(check_tensor_descriptor(decode(iterate, false), 1u << 20)->find("iterat") != std::string::npos);
  Groups barrier = g;
  barrier.g1[0] |= 1u << 18;
  CHECK(check_tensor_descriptor(decode(barrier, false), 1u << 20)->find("barrier") != std::string::npos);
  Groups type = g;
  type.g0[3] &= 0x3fffffffu;
  CHECK(check_tensor_descriptor(decode(type, false), 1u << 20)->find("type") != std::string::npos);
  // A descriptor whose valid bits are clear moves nothing and is never refused.
  Groups invalid = barrier;
  invalid.g0[0] &= ~3u;
  CHECK_FALSE(decode(invalid, false).valid);
  CHECK(check_tensor_descriptor(decode(invalid, false), 0) == std::nullopt);
}

TEST_CASE("gather descriptors pick rows from the index list", "[emu][gfx1250][tdm]") {
  for (bool wide : {false, true}) {
    INFO("32-bit indices " << wide);
    Fields f;
    f.tile[0] = 8, f.tile[1] = 5;
    f.tensor[0] = 6, f.tensor[1] = 40;
    f.stride[1] = 10;
    Groups g = encode(f);
    g.g0[0] |= 1u << 31 | (wide ? 1u << 30 : 0u);
    const uint32_t rows[5] = {7, 0, 39, 40, 12};  // 40 is out of bounds
    uint32_t* words[2] = {g.g2, g.g3};
    std::fill(g.g2, g.g2 + 4, 0u);
    std::fill(g.g3, g.g3 + 4, 0u);
    for (uint32_t r = 0; r < 5; ++r) {
      if (wide) words[r / 4][r % 4] = rows[r];
      else words[r / 8][(r % 8) / 2] |= rows[r] << (16 * (r % 2));
    }
    const TensorDescriptor d = decode(g, true);
    REQUIRE(check_tensor_descriptor(d, 1u << 20) == std::nullopt);
    std::map<uint32_t, int64_t> expected;
    for (uint32_t r = 0; r < 5; ++r)
      for (uint32_t x = 0; x < 8; ++x)
        for (uint32_t b = 0; b < 4; ++b) {
          const bool inside = x < 6 && rows[r] < 40;
          expected[(r * 8 + x) * 4 + b] = inside ? int64_t((rows[r] * 10 + x) * 4 + b) : -1;
        }
    CHECK(walk(d) == expected);
  }
  Fields f;
  f.tile[0] = 8, f.tile[1] = 2;
  Groups g = encode(f);
  g.g0[0] |= 1u << 31;
  CHECK(check_tensor_descriptor(decode(g, false), 1u << 20)->find("gather") != std::string::npos);
}
