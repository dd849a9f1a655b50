// gfx950's f8f6f4 MFMAs, unscaled and scaled (v_mfma_[scale_]f32_{16x16x128,32x32x64}_f8f6f4):
// every operand format (CBSZ/BLGP 0-4), the E8M0 block scales and their byte selects, against
// the ISA definition computed on the host: element codes from the OCP MX tables, register
// placement from AMD's CDNA4 layout (fp8/fp6: two runs of 16 k, K/2 apart; fp4: one run of
// 32), D = C + sum_k A[i][k] 2^(sa[i][k/32] - 127) B[k][j] 2^(sb[j][k/32] - 127) in fp64. Then
// Triton's tl.dot_scaled GEMMs for gfx950 (tests/data/triton) against an fp64 block-scaled GEMM.

#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cmath>
#include <cstring>

#include "hsaco/code_object.h"
#include "tests/emu/snippet.h"
#include "tests/emu/test_support.h"
#include "tests/support/files.h"

using namespace gfxtile::emu;
using namespace gfxtile::emu::testing;

namespace {

// The formats by CBSZ/BLGP code.
struct Format {
  const char* name;
  int bits;
};
constexpr Format kFormats[5] = {{"fp8 e4m3", 8}, {"bf8 e5m2", 8}, {"fp6 e2m3", 6}, {"bf6 e3m2", 6}, {"fp4 e2m1", 4}};

// The values the tests draw, exactly representable in all five formats, and their codes from
// the OCP MX specification's tables (sign bit: the top bit of each format).
constexpr double kValues[] = {0.0, 0.5, 1.0, 1.5, 2.0, 3.0};
constexpr uint32_t kCodes[5][6] = {
    {0x00, 0x30, 0x38, 0x3c, 0x40, 0x44},  // e4m3, bias 7
    {0x00, 0x38, 0x3c, 0x3e, 0x40, 0x42},  // e5m2, bias 15
    {0x00, 0x04, 0x08, 0x0c, 0x10, 0x14},  // e2m3, bias 1 (0.5 subnormal)
    {0x00, 0x08, 0x0c, 0x0e, 0x10, 0x12},  // e3m2, bias 3
    {0x0, 0x1, 0x2, 0x3, 0x4, 0x5},        // e2m1, bias 1 (0.5 subnormal)
};
uint32_t sign_bit(int format) { return 1u << (kFormats[format].bits - 1); }

// Where element k of row `row` (A: i, B: j) sits: lane and element index within the lane.
struct Place {
  int lane, element;
};
Place place(int format, int rows, int k_total, int row, int k) {
  if (kFormats[format].bits == 4) return {row + rows * (k / 32), k % 32};
  const int half = k_total / 2;  // fp8/fp6: elements 0-15 hold k = 16 * group + e, 16-31 the same + K/2
  return {row + rows * ((k % half) / 16), 16 * (k / half) + k % 16};
}

// Packs a lane's 32 codes at `bits` each, little-endian across the lane's registers.
void pack(std::vector<uint32_t>& words, size_t base, int bits, int element, uint32_t code) {
  const int bit = element * bits;
  words[base + bit / 32] |= code << (bit % 32);
  if (bit % 32 + bits > 32) words[base + bit / 32 + 1] |= code >> (32 - bit % 32);
}

struct Case {
  int m, n, k;
  int a_format, b_format;
  bool scaled;
  int a_byte = 0, b_byte = 0;  // the scale bytes op_sel/op_sel_hi select
  int nan_row = -1;            // a row of A whose block 1 scale is 0xff (NaN)
};

void check_f8f6f4(const Case& c, uint64_t seed) {
  Random random(seed);
  const int registers_a = kFormats[c.a_format].bits, registers_b = kFormats[c.b_format].bits;
  const int blocks = c.k / 32;
  std::vector<double> a(size_t(c.m) * c.k), b(size_t(c.k) * c.n);
  // Input dwords: A at 0 (8 per lane), B at 512, A's scale word per lane at 1024, B's at 1088.
  std::vector<uint32_t> input(1152, 0);
  auto draw = [&](int format, double& value) {
    const int index = int(random.next() % 6);
    const bool negative = random.next() & 1;
    value = negative ? -kValues[index] : kValues[index];
    return kCodes[format][index] | (negative ? sign_bit(format) : 0);
  };
  for (int i = 0; i < c.m; ++i)
    for (int kk = 0; kk < c.k; ++kk) {
      const uint32_t code = draw(c.a_format, a[size_t(i) * c.k + kk]);
      const Place p = place(c.a_format, c.m, c.k, i, kk);
      pack(input, size_t(p.lane) * 8, registers_a, p.element, code);
    }
  for (int kk = 0; kk < c.k; ++kk)
    for (int j = 0; j < c.n; ++j) {
      const uint32_t code = draw(c.b_format, b[size_t(kk) * c.n + j]);
      const Place p = place(c.b_format, c.n, c.k, j, kk);
      pack(input, 512 + size_t(p.lane) * 8, registers_b, p.element, code);
    }
  // Scales: each lane's word holds four different bytes; the selected byte of lane row + M * block
  // scales that row's block (exponents 122..132, so products stay well inside f32).
  std::vector<double> scale_a(size_t(c.m) * blocks, 1.0), scale_b(size_t(c.n) * blocks, 1.0);
  for (int lane = 0; lane < 64; ++lane) {
    uint32_t word_a = 0, word_b = 0;
    for (int byte = 0; byte < 4; ++byte) {
      uint32_t ea = 122 + random.next() % 11, eb = 122 + random.next() % 11;
      const int row_a = lane % c.m, block_a = lane / c.m;
      if (byte == c.a_byte && row_a == c.nan_row && block_a == 1) ea = 0xff;
      word_a |= ea << (8 * byte), word_b |= eb << (8 * byte);
      if (!c.scaled) continue;  // unscaled forms ignore the scale registers
      if (byte == c.a_byte && block_a < blocks)
        scale_a[size_t(row_a) * blocks + block_a] = ea == 0xff ? std::nan("") : std::ldexp(1.0, int(ea) - 127);
      if (byte == c.b_byte && lane / c.n < blocks) scale_b[size_t(lane % c.n) * blocks + lane / c.n] = std::ldexp(1.0, int(eb) - 127);
    }
    input[1024 + lane] = word_a, input[1088 + lane] = word_b;
  }
  const int d_registers = c.m * c.n / 64;
  const std::string mnemonic = fmt::format("v_mfma_{}f32_{}x{}x{}_f8f6f4", c.scaled ? "scale_" : "", c.m, c.n, c.k);
  const std::string scales =
      c.scaled ? fmt::format(", v4, v5 op_sel:[{},{},0] op_sel_hi:[{},{},0]", c.a_byte & 1, c.b_byte & 1, c.a_byte >> 1, c.b_byte >> 1)
               : "";
  std::string body = fmt::format(R"(
  v_lshlrev_b32 v6, 5, v0
  v_lshlrev_b32 v7, 2, v0
  global_load_dwordx4 v[10:13], v6, s[42:43]
  global_load_dwordx4 v[14:17], v6, s[42:43] offset:16
  global_load_dwordx4 v[20:23], v6, s[42:43] offset:2048
  global_load_dwordx4 v[24:27], v6, s[42:43] offset:2064
  v_add_u32 v7, 0x1000, v7
  global_load_dword v4, v7, s[42:43]
  global_load_dword v5, v7, s[42:43] offset:256
  s_waitcnt vmcnt(0)
  {0} a[0:{1}], v[10:{2}], v[20:{3}], 0{4} cbsz:{5} blgp:{6}
  s_nop 15
  s_nop 15
  v_mul_u32_u24 v8, {7}, v0
)",
                                 mnemonic, d_registers - 1, 10 + registers_a - 1, 20 + registers_b - 1, scales, c.a_format,
                                 c.b_format, d_registers * 4);
  for (int r = 0; r < d_registers; ++r)
    body += fmt::format("  v_accvgpr_read_b32 v30, a{}\n  global_store_dword v8, v30, s[40:41] offset:{}\n", r, 768 + 4 * r);
  SnippetOptions options;
  options.target = "gfx950";
  options.input = input;
  options.extra_output_dwords = uint32_t(64 * d_registers);
  const SnippetResult result = run_snippet(body, options);
  INFO(mnemonic << " a " << kFormats[c.a_format].name << ", b " << kFormats[c.b_format].name << ", bytes " << c.a_byte << "/"
                << c.b_byte);
  INFO((result.dispatch.fault ? result.dispatch.fault->to_string() : std::string()));
  REQUIRE(result.dispatch.ok());
  int mismatches = 0, nans = 0;
  for (int i = 0; i < c.m; ++i)
    for (int j = 0; j < c.n; ++j) {
      double expected = 0, magnitude = 0;
      for (int kk = 0; kk < c.k; ++kk) {
        const double term = a[size_t(i) * c.k + kk] * scale_a[size_t(i) * blocks + kk / 32] * b[size_t(kk) * c.n + j] *
                            scale_b[size_t(j) * blocks + kk / 32];
        expected += term, magnitude += std::fabs(term);
      }
      // D[i][j]: lane j + N * ((i / 4) % (64 / N)), register 4 * (i / (4 * 64 / N)) + i % 4.
      const int groups = 64 / c.n;
      const int lane = j + c.n * ((i / 4) % groups), reg = 4 * (i / (4 * groups)) + i % 4;
      const uint32_t word = result.output[192 + size_t(lane) * d_registers + reg];
      float got;
      std::memcpy(&got, &word, 4);
      if (std::isnan(expected)) {
        nans += std::isnan(got) ? 1 : 0;
        if (!std::isnan(got)) ++mismatches;
      } else if (!(std::fabs(got - expected) <= 1e-6 * magnitude)) {
        ++mismatches;
      }
    }
  CHECK(mismatches == 0);
  if (c.nan_row >= 0) CHECK(nans == c.n);
  CHECK(result.dispatch.statistics.mfma_flops == uint64_t(2) * c.m * c.n * c.k);
}

}  // namespace

TEST_CASE("f8f6f4 MFMA: every pair of operand formats, both shapes, against the ISA layouts", "[emu][mfma][f8f6f4]") {
  uint64_t seed = 1;
  for (const auto& [m, k] : {std::pair{16, 128}, std::pair{32, 64}})
    for (int a_format = 0; a_format < 5; ++a_format)
      for (int b_format = 0; b_format < 5; ++b_format) check_f8f6f4({m, m, k, a_format, b_format, false}, seed++);
}

TEST_CASE("scaled f8f6f4 MFMA applies E8M0 block scales per row of A and column of B", "[emu][mfma][f8f6f4]") {
  uint64_t seed = 100;
  for (const auto& [m, k] : {std::pair{16, 128}, std::pair{32, 64}}) {
    // Every selectable byte of each scale register, with fp8, fp6 and fp4 operands.
    for (int byte = 0; byte < 4; ++byte) check_f8f6f4({m, m, k, 0, 0, true, byte, 3 - byte}, seed++);
    check_f8f6f4({m, m, k, 4, 0, true, 1, 2}, seed++);
    check_f8f6f4({m, m, k, 1, 4, true, 2, 0}, seed++);
    check_f8f6f4({m, m, k, 2, 3, true, 3, 1}, seed++);
    check_f8f6f4({m, m, k, 4, 4, true, 0, 3}, seed++);
  }
}

TEST_CASE("scaled f8f6f4 MFMA: a NaN scale (0xff) makes its row NaN", "[emu][mfma][f8f6f4]") {
  check_f8f6f4({16, 16, 128, 0, 0, true, 2, 1, /*nan_row=*/5}, 7);
  check_f8f6f4({32, 32, 64, 4, 0, true, 1, 0, /*nan_row=*/17}, 8);
}

TEST_CASE("f8f6f4 MFMA with an undefined format code is rejected at load time", "[emu][mfma][f8f6f4]") {
  SnippetOptions options;
  options.target = "gfx950";
  try {
    run_snippet("  v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[10:17], v[20:27], 0 cbsz:5\n", options);
    FAIL("expected an error");
  } catch (const std::exception& error) {
    const std::string message = error.what();
    INFO(message);
    CHECK(message.find("undefined operand format") != std::string::npos);
  }
}

namespace {

// Independent decoders for the reference (OCP formats): e4m3 (bias 7), e5m2 (bias 15), e2m1.
double ocp_value(uint32_t code, int exponent_bits, int mantissa_bits) {
  const int bias = (1 << (exponent_bits - 1)) - 1;
  const int exponent = int(code >> mantissa_bits) & ((1 << exponent_bits) - 1);
  const double mantissa = double(code & ((1u << mantissa_bits) - 1)) / double(1 << mantissa_bits);
  const double magnitude = exponent == 0 ? std::ldexp(mantissa, 1 - bias) : std::ldexp(1 + mantissa, exponent - bias);
  return (code >> (exponent_bits + mantissa_bits)) & 1 ? -magnitude : magnitude;
}

std::filesystem::path triton_data(const std::string& name) { return gfxtile::testing::test_data_dir() / "triton" / "gfx950" / name; }

uint32_t json_shared_bytes(const std::filesystem::path& json_path) {
  const std::string text = gfxtile::testing::read_text(json_path);
  const size_t key = text.find("\"shared\"");
  REQUIRE(key != std::string::npos);
  return uint32_t(std::stoul(text.substr(text.find(':', key) + 1)));
}

enum class Element { e4m3, e5m2, e2m1 };

// Triton's dot_scaled_gemm (generate.py): c = (a * 2^(sa - 127)) @ (b * 2^(sb - 127)).
void check_triton_dot_scaled(const std::string& name, Element a_format, Element b_format) {
  const int m = 128, n = 128, k = 256, blocks = k / 32;
  Emulator emulator;
  const gfxtile::CodeObject object = gfxtile::CodeObject::parse(gfxtile::testing::read_bytes(triton_data(name + ".hsaco")));
  const Kernel kernel = emulator.load(object, "dot_scaled_gemm");
  Random random(23);
  // Codes with moderate exponents (no NaN or infinity encodings); every e2m1 code is finite.
  auto draw = [&](Element format, double& value) -> uint8_t {
    const uint32_t sign = random.next() & 1;
    if (format == Element::e2m1) {
      const uint8_t code = uint8_t(random.next() & 7 | sign << 3);
      value = ocp_value(code, 2, 1);
      return code;
    }
    if (format == Element::e4m3) {
      const uint8_t code = uint8_t(sign << 7 | (4 + random.next() % 7) << 3 | (random.next() & 7));
      value = ocp_value(code, 4, 3);
      return code;
    }
    const uint8_t code = uint8_t(sign << 7 | (12 + random.next() % 7) << 2 | (random.next() & 3));
    value = ocp_value(code, 5, 2);
    return code;
  };
  std::vector<double> a(size_t(m) * k), b(size_t(k) * n), scale_a(size_t(m) * blocks), scale_b(size_t(n) * blocks);
  const bool packed = a_format == Element::e2m1;
  std::vector<uint8_t> device_a(packed ? a.size() / 2 : a.size(), 0), device_b(b.size()), device_sa(scale_a.size()),
      device_sb(scale_b.size());
  for (int i = 0; i < m; ++i)
    for (int kk = 0; kk < k; ++kk) {
      const uint8_t code = draw(a_format, a[size_t(i) * k + kk]);
      if (packed) device_a[(size_t(i) * k + kk) / 2] |= uint8_t(code << (4 * (kk % 2)));  // lower k in the low nibble
      else device_a[size_t(i) * k + kk] = code;
    }
  for (size_t i = 0; i < b.size(); ++i) device_b[i] = draw(b_format, b[i]);
  for (size_t i = 0; i < scale_a.size(); ++i) device_sa[i] = uint8_t(120 + random.next() % 15), scale_a[i] = std::ldexp(1.0, device_sa[i] - 127);
  for (size_t i = 0; i < scale_b.size(); ++i) device_sb[i] = uint8_t(120 + random.next() % 15), scale_b[i] = std::ldexp(1.0, device_sb[i] - 127);
  const uint64_t da = upload(emulator, device_a), db = upload(emulator, device_b), dsa = upload(emulator, device_sa),
                 dsb = upload(emulator, device_sb);
  const uint64_t dc = emulator.memory().allocate(size_t(m) * n * 4);
  Launch launch;
  launch.grid = {uint32_t(m / 64), uint32_t(n / 64), 1};
  launch.block = {256, 1, 1};
  launch.dynamic_lds_bytes = json_shared_bytes(triton_data(name + ".json"));
  launch.host_threads = 2;
  const std::vector<ArgumentValue> arguments = {
      ArgumentValue::pointer(da), ArgumentValue::pointer(dsa), ArgumentValue::pointer(db), ArgumentValue::pointer(dsb),
      ArgumentValue::pointer(dc), ArgumentValue::i32(m),       ArgumentValue::i32(n),       ArgumentValue::i32(k),
      ArgumentValue::pointer(0),  ArgumentValue::pointer(0)};
  const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
  INFO(name);
  INFO((result.fault ? result.fault->to_string() : std::string()));
  REQUIRE(result.ok());
  const auto c = download<float>(emulator, dc, size_t(m) * n);
  int bad = 0;
  double worst = 0;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      double reference = 0, magnitude = 0;
      for (int kk = 0; kk < k; ++kk) {
        const double term = a[size_t(i) * k + kk] * scale_a[size_t(i) * blocks + kk / 32] * b[size_t(kk) * n + j] *
                            scale_b[size_t(j) * blocks + kk / 32];
        reference += term, magnitude += std::fabs(term);
      }
      const double error = std::fabs(c[size_t(i) * n + j] - reference);
      worst = std::max(worst, error / (magnitude + 1e-30));
      if (error > 1e-5 * magnitude + 1e-30) ++bad;
    }
  INFO("worst relative error " << worst);
  CHECK(bad == 0);
  CHECK(result.statistics.mfma_flops == uint64_t(2) * m * n * k);
}

}  // namespace

TEST_CASE("Triton dot_scaled mxfp8 GEMMs (gfx950, 16x16x128 and 32x32x64) match an fp64 block-scaled GEMM",
          "[emu][external][f8f6f4]") {
  check_triton_dot_scaled("dot_scaled_mxfp8_16", Element::e4m3, Element::e4m3);
  check_triton_dot_scaled("dot_scaled_mxfp8_32", Element::e4m3, Element::e4m3);
}

TEST_CASE("Triton dot_scaled with mixed formats (e5m2 x e4m3, e2m1 x e4m3) matches an fp64 block-scaled GEMM",
          "[emu][external][f8f6f4]") {
  check_triton_dot_scaled("dot_scaled_bf8_fp8_16", Element::e5m2, Element::e4m3);
  check_triton_dot_scaled("dot_scaled_mxfp4_fp8_16", Element::e2m1, Element::e4m3);
}
