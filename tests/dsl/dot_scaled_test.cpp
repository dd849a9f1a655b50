// Mixed fp8 x bf8 dot on every target and the block-scaled dot_scaled on gfx950, on the emulator
// with hazard checking, against an fp64 host GEMM with the E8M0 scales applied. Inputs are small
// integers and scales 2^-3..2^3, so every product and partial sum is exact in fp32 and results
// must match exactly whatever order the matrix unit adds in.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

#include <fmt/format.h>

#include "dsl/dsl.h"
#include "hsaco/code_object.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using namespace gfxtile::testing;

namespace {

// Bits of the integer `value` (-3..3) in an fp8 dtype, from the formats' definitions:
// 1, 2, 3 by exponent bias: E4M3 FNUZ (8) 0x40 0x48 0x4c, E4M3FN (7) 0x38 0x40 0x44,
// E5M2 FNUZ (16) 0x40 0x44 0x46, E5M2 (15) 0x3c 0x40 0x42; the sign in bit 7.
// Packed fp4 (i8 operands of dot_scaled): the e2m1 codes of 0, 1, 2, 3 are 0x0, 0x2, 0x4, 0x5
// (bias 1: 1.0 = exponent 1; 3 = 1.5 * 2), the sign in bit 3.
uint8_t encode(int value, DType dtype) {
  if (is_packed_fp4(dtype)) {
    static const uint8_t e2m1[4] = {0x0, 0x2, 0x4, 0x5};
    const uint8_t bits = e2m1[value < 0 ? -value : value];
    return static_cast<uint8_t>(value < 0 ? bits | 0x8 : bits);
  }
  static const uint8_t e4m3fnuz[4] = {0x00, 0x40, 0x48, 0x4c}, e4m3[4] = {0x00, 0x38, 0x40, 0x44},
                       e5m2fnuz[4] = {0x00, 0x40, 0x44, 0x46}, e5m2[4] = {0x00, 0x3c, 0x40, 0x42};
  const uint8_t* magnitudes = dtype == f8e4m3fnuz ? e4m3fnuz : dtype == f8e4m3 ? e4m3 : dtype == f8e5m2fnuz ? e5m2fnuz : e5m2;
  const uint8_t bits = magnitudes[value < 0 ? -value : value];
  return static_cast<uint8_t>(value < 0 ? bits | 0x80 : bits);
}

struct Case {
  const char* target;
  DType a_dtype, b_dtype;
  bool scaled;
  MmaShape shape;  // empty: the target's default
  int64_t m, n, k;
  int waves;
  std::vector<int> wave_split = {};
};

// k per stored element: packed fp4 holds two.
int64_t packing(DType dtype) { return is_packed_fp4(dtype) ? 2 : 1; }

// C = C0 + (A * 2^(SA - 127)) @ (B * 2^(SB - 127)); A [m, k], B [k, n], SA [m, k/32], SB [k/32, n]
// row-major (packed fp4: A [m, k/2], B [k/2, n] bytes); C [m, n] f32.
Kernel build_kernel(const Case& c) {
  KernelBuilder kernel("dot_mixed", TargetId::parse(c.target), {.waves = c.waves});
  Tensor a = kernel.arg("a", c.a_dtype.pointer_to(), true), b = kernel.arg("b", c.b_dtype.pointer_to(), true);
  Tensor a_scale = kernel.arg("a_scale", i8.pointer_to(), true), b_scale = kernel.arg("b_scale", i8.pointer_to(), true);
  Tensor out = kernel.arg<float*>("c");
  const MmaInstruction& instruction = c.scaled ? scaled_mma_instruction(c.a_dtype, c.b_dtype, c.shape)
                                               : mixed_mma_instruction(c.a_dtype, c.b_dtype, c.shape);
  const Layout accumulator_layout = mma_layout(instruction, {c.m, c.n}, c.wave_split);
  const Layout a_layout = dot_operand_layout(instruction, accumulator_layout, MmaOperand::a, c.k);
  const Layout b_layout = dot_operand_layout(instruction, accumulator_layout, MmaOperand::b, c.k);
  auto offsets = [](const Layout& layout, int64_t rows, int64_t columns, int64_t stride) {
    return expand_dims(arange(rows, slice(layout, 1)), 1) * static_cast<int>(stride) +
           expand_dims(arange(columns, slice(layout, 0)), 0);
  };
  Tensor acc = load(out + offsets(accumulator_layout, c.m, c.n, c.n));
  // A arrives blocked and is converted; B is loaded in its dot layout directly.
  const int64_t a_columns = c.k / packing(c.a_dtype), b_rows = c.k / packing(c.b_dtype);
  Tensor a_tile = convert_layout(load(a + offsets(blocked({c.m, a_columns}), c.m, a_columns, a_columns)), a_layout);
  Tensor b_tile = load(b + offsets(b_layout, b_rows, c.n, c.n));
  if (c.scaled) {
    const Layout sa_layout = dot_scale_layout(instruction, accumulator_layout, MmaOperand::a, c.k);
    const Layout sb_layout = dot_scale_layout(instruction, accumulator_layout, MmaOperand::b, c.k);
    Tensor sa = load(a_scale + offsets(sa_layout, c.m, c.k / 32, c.k / 32));
    Tensor sb = load(b_scale + offsets(sb_layout, c.k / 32, c.n, c.n));
    acc = dot_scaled(a_tile, sa, b_tile, sb, acc, c.shape);
  } else {
    acc = dot(a_tile, b_tile, acc, c.shape);
  }
  store(out + offsets(accumulator_layout, c.m, c.n, c.n), acc);
  return kernel.build();
}

void run_case(const Case& c) {
  INFO(c.target << " " << c.a_dtype.name() << " x " << c.b_dtype.name() << (c.scaled ? " scaled " : " ")
                << c.shape.to_string() << " tile " << c.m << "x" << c.n << "x" << c.k << " waves " << c.waves);
  const Kernel kernel = build_kernel(c);
  Random random(static_cast<uint64_t>(c.m * 131 + c.n * 7 + c.k + (c.scaled ? 5 : 0)));
  const auto a = random.integers(static_cast<size_t>(c.m * c.k), -3, 3);
  const auto b = random.integers(static_cast<size_t>(c.k * c.n), -3, 3);
  const auto c0 = random.integers(static_cast<size_t>(c.m * c.n), -20, 20);
  // E8M0 exponents 124..130 (2^-3..2^3) when scaled; unused otherwise.
  const int blocks = static_cast<int>(c.k / 32);
  const auto sa = random.integers(static_cast<size_t>(c.m * blocks), 124, 130);
  const auto sb = random.integers(static_cast<size_t>(blocks * c.n), 124, 130);
  std::vector<double> expected(static_cast<size_t>(c.m * c.n));
  for (int64_t i = 0; i < c.m; ++i)
    for (int64_t j = 0; j < c.n; ++j) {
      double sum = c0[i * c.n + j];
      for (int64_t kk = 0; kk < c.k; ++kk) {
        double term = static_cast<double>(a[i * c.k + kk]) * b[kk * c.n + j];
        if (c.scaled) term *= std::ldexp(1.0, sa[i * blocks + kk / 32] - 127) * std::ldexp(1.0, sb[(kk / 32) * c.n + j] - 127);
        sum += term;
      }
      expected[i * c.n + j] = sum;
    }
  EmulatedDevice device;
  device.check_hazards = true;
  std::vector<uint8_t> a_bits(static_cast<size_t>(c.m * c.k / packing(c.a_dtype))),
      b_bits(static_cast<size_t>(c.k * c.n / packing(c.b_dtype))), sa_bits, sb_bits;
  // Packed fp4: element k of a row of A is nibble k % 2 of byte k / 2; of B, of row k / 2.
  for (int64_t i = 0; i < c.m; ++i)
    for (int64_t kk = 0; kk < c.k; ++kk) {
      const uint8_t code = encode(a[i * c.k + kk], c.a_dtype);
      if (packing(c.a_dtype) == 2) a_bits[(i * c.k + kk) / 2] |= static_cast<uint8_t>(code << (4 * (kk % 2)));
      else a_bits[i * c.k + kk] = code;
    }
  for (int64_t kk = 0; kk < c.k; ++kk)
    for (int64_t j = 0; j < c.n; ++j) {
      const uint8_t code = encode(b[kk * c.n + j], c.b_dtype);
      if (packing(c.b_dtype) == 2) b_bits[(kk / 2) * c.n + j] |= static_cast<uint8_t>(code << (4 * (kk % 2)));
      else b_bits[kk * c.n + j] = code;
    }
  for (int v : sa) sa_bits.push_back(static_cast<uint8_t>(v));
  for (int v : sb) sb_bits.push_back(static_cast<uint8_t>(v));
  std::vector<float> c_values(c0.begin(), c0.end());
  const uint64_t a_address = device.upload(a_bits), b_address = device.upload(b_bits), sa_address = device.upload(sa_bits),
                 sb_address = device.upload(sb_bits), c_address = device.upload(c_values);
  REQUIRE_NOTHROW(device.launch(kernel, 1,
                        {pointer(a_address), pointer(b_address), pointer(sa_address), pointer(sb_address), pointer(c_address)}));
  const auto result = device.download<float>(c_address, c_values.size());
  int wrong = 0;
  for (size_t e = 0; e < result.size(); ++e)
    if (static_cast<double>(result[e]) != expected[e] && wrong++ < 5)
      FAIL_CHECK("C[" << e / c.n << "][" << e % c.n << "] = " << result[e] << ", expected " << expected[e]);
  CHECK(wrong == 0);
  // No spills, and the instruction the case asks for is in the code.
  const CodeObject object = CodeObject::parse(compile_kernel(kernel, {.allow_spills = true}));
  for (const auto& code : object.metadata().kernels) CHECK(code.vgpr_spill_count + code.sgpr_spill_count == 0);
  const std::string assembly = kernel_assembly(kernel);
  const std::string target = c.target;
  const bool f8f6f4 = target == "gfx950" && (c.shape.empty() || c.shape.k >= 64);
  const std::string wanted = target == "gfx1250" ? "v_wmma_f32_16x16x64_fp8_bf8"
                             : c.scaled          ? "v_mfma_scale_f32_"
                             : f8f6f4            ? "_f8f6f4"
                                                 : "_fp8_bf8";
  const std::string wanted_other = target == "gfx1250" ? "v_wmma_f32_16x16x64_bf8_fp8" : f8f6f4 || c.scaled ? wanted : "_bf8_fp8";
  CHECK((assembly.find(wanted) != std::string::npos || assembly.find(wanted_other) != std::string::npos));
  if (is_packed_fp4(c.a_dtype)) CHECK(assembly.find("cbsz:4") != std::string::npos);
  if (is_packed_fp4(c.b_dtype)) CHECK(assembly.find("blgp:4") != std::string::npos);
}

}  // namespace

TEST_CASE("dot with mixed fp8 x bf8 operands on gfx942 (FNUZ): 16x16x32 and 32x32x16", "[dsl][run][dot]") {
  run_case({"gfx942", f8e4m3fnuz, f8e5m2fnuz, false, {16, 16, 32}, 16, 16, 32, 1});
  run_case({"gfx942", f8e5m2fnuz, f8e4m3fnuz, false, {}, 32, 64, 64, 4, {1, 4}});
  run_case({"gfx942", f8e4m3fnuz, f8e5m2fnuz, false, {32, 32, 16}, 64, 64, 32, 4});
  run_case({"gfx942", f8e5m2fnuz, f8e4m3fnuz, false, {32, 32, 16}, 32, 32, 16, 1});
}

TEST_CASE("dot with mixed fp8 x bf8 operands on gfx950 (OCP): f8f6f4 16x16x128 and 32x32x64", "[dsl][run][dot]") {
  run_case({"gfx950", f8e4m3, f8e5m2, false, {16, 16, 128}, 16, 16, 128, 1});
  run_case({"gfx950", f8e5m2, f8e4m3, false, {}, 64, 32, 256, 4});
  run_case({"gfx950", f8e4m3, f8e5m2, false, {32, 32, 64}, 32, 32, 64, 1});
  run_case({"gfx950", f8e5m2, f8e4m3, false, {32, 32, 64}, 64, 128, 128, 4, {2, 2}});
  // The 16x16x32 and 32x32x16 mixed forms, asked for by shape.
  run_case({"gfx950", f8e4m3, f8e5m2, false, {16, 16, 32}, 32, 32, 64, 4});
  run_case({"gfx950", f8e5m2, f8e4m3, false, {32, 32, 16}, 64, 64, 32, 4});
  // The same-dtype f8f6f4 forms, asked for by shape.
  run_case({"gfx950", f8e4m3, f8e4m3, false, {16, 16, 128}, 32, 32, 128, 2});
}

TEST_CASE("dot with mixed fp8 x bf8 operands on gfx1250 (OCP): WMMA 16x16x64", "[dsl][run][dot]") {
  run_case({"gfx1250", f8e4m3, f8e5m2, false, {16, 16, 64}, 16, 16, 64, 1});
  run_case({"gfx1250", f8e5m2, f8e4m3, false, {}, 32, 32, 128, 4});
}

TEST_CASE("dot_scaled on gfx950: 16x16x128 and 32x32x64 with E8M0 scales, several blocks over several waves",
          "[dsl][run][dot][dot_scaled]") {
  run_case({"gfx950", f8e4m3, f8e4m3, true, {16, 16, 128}, 16, 16, 128, 1});
  run_case({"gfx950", f8e4m3, f8e4m3, true, {32, 32, 64}, 32, 32, 64, 1});
  run_case({"gfx950", f8e5m2, f8e4m3, true, {}, 64, 64, 256, 4});
  run_case({"gfx950", f8e4m3, f8e5m2, true, {32, 32, 64}, 64, 128, 128, 4, {2, 2}});
  run_case({"gfx950", f8e5m2, f8e5m2, true, {16, 16, 128}, 32, 64, 128, 2, {1, 2}});
}

TEST_CASE("dot_scaled on gfx950 with packed fp4 (e2m1) operands", "[dsl][run][dot][dot_scaled]") {
  run_case({"gfx950", i8, f8e4m3, true, {16, 16, 128}, 16, 16, 128, 1});
  run_case({"gfx950", f8e5m2, i8, true, {32, 32, 64}, 32, 32, 64, 1});
  run_case({"gfx950", i8, i8, true, {}, 64, 64, 256, 4});
  run_case({"gfx950", i8, f8e4m3, true, {32, 32, 64}, 64, 128, 128, 4, {2, 2}});
}

TEST_CASE("dot_scaled and mixed dot errors name the author's line and what is needed", "[dsl][dot][dot_scaled]") {
  auto line_of = [](int line) { return fmt::format("dot_scaled_test.cpp:{}:", line); };
  {
    KernelBuilder kernel("bad", TargetId::parse("gfx942"), {.waves = 1});
    const MmaInstruction& instruction = mma_instruction(f8e4m3fnuz, {16, 16, 32});
    const Layout accumulator = mma_layout(instruction, {16, 16});
    Tensor acc = zeros({16, 16}, f32, accumulator);
    Tensor a = zeros({16, 32}, f8e4m3fnuz, dot_operand_layout(instruction, accumulator, MmaOperand::a, 32));
    Tensor b = zeros({32, 16}, f8e4m3fnuz, dot_operand_layout(instruction, accumulator, MmaOperand::b, 32));
    Tensor scale = zeros({16, 1}, i8, blocked({16, 1}));
    const int line = __LINE__ + 1;
    CHECK_THROWS_WITH(dot_scaled(a, scale, b, scale, acc),
                      Catch::Contains(line_of(line)) && Catch::Contains("gfx942 has no block-scaled matrix instructions"));
    CHECK_THROWS_WITH(scaled_mma_instruction(f8e4m3fnuz, f8e4m3fnuz), Catch::Contains("gfx942 has no block-scaled"));
    // Mixed OCP x FNUZ does not exist on gfx942.
    CHECK_THROWS_WITH(dot(a, zeros({32, 16}, f8e5m2, blocked({32, 16})), acc),
                      Catch::Contains("no matrix instruction f8e4m3fnuz x f8e5m2"));
  }
  KernelBuilder kernel("bad", TargetId::parse("gfx950"), {.waves = 1});
  const MmaInstruction& instruction = scaled_mma_instruction(f8e4m3, f8e5m2, {16, 16, 128});
  const Layout accumulator = mma_layout(instruction, {16, 16});
  Tensor acc = zeros({16, 16}, f32, accumulator);
  Tensor a = zeros({16, 128}, f8e4m3, dot_operand_layout(instruction, accumulator, MmaOperand::a, 128));
  Tensor b = zeros({128, 16}, f8e5m2, dot_operand_layout(instruction, accumulator, MmaOperand::b, 128));
  Tensor sa = zeros({16, 4}, i8, dot_scale_layout(instruction, accumulator, MmaOperand::a, 128));
  Tensor sb = zeros({4, 16}, i8, dot_scale_layout(instruction, accumulator, MmaOperand::b, 128));
  CHECK_NOTHROW(dot_scaled(a, sa, b, sb, acc));
  int line = __LINE__ + 1;
  CHECK_THROWS_WITH(dot_scaled(a, sa.to(i32), b, sb, acc),
                    Catch::Contains(line_of(line)) && Catch::Contains("a_scale must be an i8 tensor of E8M0 bytes of shape [16, 4]"));
  line = __LINE__ + 1;
  CHECK_THROWS_WITH(dot_scaled(a, sa, b, convert_layout(sb, blocked({4, 16}, {.order = {0, 1}})), acc),
                    Catch::Contains(line_of(line)) && Catch::Contains("b_scale has layout") &&
                        Catch::Contains("dot_scale_layout(instruction, acc.layout(), MmaOperand::b, 128)"));
  line = __LINE__ + 1;
  CHECK_THROWS_WITH(dot_scaled(a, sb, b, sa, acc), Catch::Contains(line_of(line)) && Catch::Contains("a_scale must be"));
  CHECK_THROWS_WITH(dot_scaled(a.to(f32).to(bf16), sa, b.to(f32).to(bf16), sb, acc), Catch::Contains("must be fp8"));
  CHECK_THROWS_WITH(dot_scaled(a, sa, b, sb, acc, {16, 16, 32}), Catch::Contains("no block-scaled matrix instruction 16x16x32"));
  // Packed fp4 a holds K/2 bytes per row: a [16, 128] i8 does not pair with b [128, 16].
  line = __LINE__ + 1;
  CHECK_THROWS_WITH(dot_scaled(zeros({16, 128}, i8, blocked({16, 128})), sa, b, sb, acc),
                    Catch::Contains(line_of(line)) && Catch::Contains("do not give acc"));
  // dot_scale_layout wants a scaled instruction.
  CHECK_THROWS_WITH(dot_scale_layout(mma_instruction(f8e4m3, {16, 16, 32}), mma_layout(mma_instruction(f8e4m3, {16, 16, 32}), {16, 16}),
                                     MmaOperand::a, 128),
                    Catch::Contains("takes no scales"));
}
