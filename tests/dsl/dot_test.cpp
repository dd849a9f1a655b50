// dot on the emulator: every instruction shape on its target, single blocks and tiles of several
// blocks over several waves, against an fp64 host GEMM. Inputs are small integers, exact in
// bf16/f16/fp8 and in every fp32 partial sum, so results must match exactly whatever order the
// matrix unit adds in. Compilation fails on register spills, so every case also checks that.
#include <catch2/catch.hpp>

#include <cstring>

#include "dsl/dsl.h"
#include "hsaco/code_object.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using namespace gfxtile::testing;

namespace {

// Bits of the integer `value` (-3..3) in `dtype`, computed from the formats' definitions.
uint16_t encode(int value, DType dtype) {
  if (dtype == bf16) return to_bf16(static_cast<float>(value));
  if (dtype == f16) return to_f16(static_cast<float>(value));
  // 0, 1, 2, 3 by exponent bias: E4M3 FNUZ (8) 0x40 0x48 0x4c, E4M3FN (7) 0x38 0x40 0x44,
  // E5M2 FNUZ (16) 0x40 0x44 0x46, E5M2 (15) 0x3c 0x40 0x42; the sign in bit 7.
  static const uint8_t e4m3fnuz[4] = {0x00, 0x40, 0x48, 0x4c}, e4m3[4] = {0x00, 0x38, 0x40, 0x44},
                       e5m2fnuz[4] = {0x00, 0x40, 0x44, 0x46}, e5m2[4] = {0x00, 0x3c, 0x40, 0x42};
  const uint8_t* magnitudes = dtype == f8e4m3fnuz ? e4m3fnuz : dtype == f8e4m3 ? e4m3 : dtype == f8e5m2fnuz ? e5m2fnuz : e5m2;
  const uint8_t bits = magnitudes[value < 0 ? -value : value];
  return static_cast<uint16_t>(value < 0 ? bits | 0x80 : bits);
}

struct Case {
  const char* target;
  DType dtype;
  MmaShape shape;  // empty: the target's default
  int64_t m, n, k;
  int waves;
  std::vector<int> wave_split = {};
  int64_t k_step = 0;  // > 0: loop over K in chunks of k_step (acc carried by the loop)
};

// C = C0 + A @ B with A [m, k] row-major, B [k, n] row-major, C [m, n] f32.
Kernel build_dot_kernel(const Case& c) {
  const TargetId target = TargetId::parse(c.target);
  KernelBuilder kernel("dot", target, {.waves = c.waves});
  Tensor a = kernel.arg("a", c.dtype.pointer_to(), true), b = kernel.arg("b", c.dtype.pointer_to(), true);
  Tensor out = kernel.arg<float*>("c");
  const MmaInstruction& instruction = mma_instruction(c.dtype, c.shape);
  const int64_t chunk = c.k_step > 0 ? c.k_step : c.k;
  const Layout accumulator_layout = mma_layout(instruction, {c.m, c.n}, c.wave_split);
  const Layout a_layout = dot_operand_layout(instruction, accumulator_layout, MmaOperand::a, chunk);
  const Layout b_layout = dot_operand_layout(instruction, accumulator_layout, MmaOperand::b, chunk);
  auto offsets = [](const Layout& layout, int64_t rows, int64_t columns, int64_t stride) {
    return expand_dims(arange(rows, slice(layout, 1)), 1) * static_cast<int>(stride) +
           expand_dims(arange(columns, slice(layout, 0)), 0);
  };
  Tensor acc = load(out + offsets(accumulator_layout, c.m, c.n, c.n));
  // A arrives in a blocked layout and is converted; B is loaded in its dot layout directly.
  const Layout a_blocked = blocked({c.m, chunk});
  auto step = [&](const Tensor& k0) {
    Tensor a_tile = convert_layout(load(a + offsets(a_blocked, c.m, chunk, c.k) + k0), a_layout);
    Tensor b_tile = load(b + offsets(b_layout, chunk, c.n, c.n) + k0 * static_cast<int>(c.n));
    acc = dot(a_tile, b_tile, acc, c.shape);
  };
  if (c.k_step > 0)
    for_range(0, static_cast<int>(c.k), static_cast<int>(c.k_step), [&](Tensor k0) { step(k0); });
  else
    step(constant(0, i32));
  store(out + offsets(accumulator_layout, c.m, c.n, c.n), acc);
  return kernel.build();
}

void run_case(const Case& c) {
  INFO(c.target << " " << c.dtype.name() << " " << c.shape.to_string() << " tile " << c.m << "x" << c.n << "x" << c.k
                << " waves " << c.waves);
  const Kernel kernel = build_dot_kernel(c);
  Random random(static_cast<uint64_t>(c.m * 131 + c.n * 7 + c.k));
  const auto a = random.integers(static_cast<size_t>(c.m * c.k), -3, 3);
  const auto b = random.integers(static_cast<size_t>(c.k * c.n), -3, 3);
  const auto c0 = random.integers(static_cast<size_t>(c.m * c.n), -20, 20);
  std::vector<double> expected(static_cast<size_t>(c.m * c.n));
  for (int64_t i = 0; i < c.m; ++i)
    for (int64_t j = 0; j < c.n; ++j) {
      double sum = c0[i * c.n + j];
      for (int64_t kk = 0; kk < c.k; ++kk) sum += static_cast<double>(a[i * c.k + kk]) * b[kk * c.n + j];
      expected[i * c.n + j] = sum;
    }
  EmulatedDevice device;
  device.check_hazards = true;
  uint64_t a_address, b_address;
  if (c.dtype == f32) {
    a_address = device.upload(std::vector<float>(a.begin(), a.end()));
    b_address = device.upload(std::vector<float>(b.begin(), b.end()));
  } else if (c.dtype.bytes() == 1) {
    std::vector<uint8_t> a_bits, b_bits;
    for (int v : a) a_bits.push_back(static_cast<uint8_t>(encode(v, c.dtype)));
    for (int v : b) b_bits.push_back(static_cast<uint8_t>(encode(v, c.dtype)));
    a_address = device.upload(a_bits), b_address = device.upload(b_bits);
  } else {
    std::vector<uint16_t> a_bits, b_bits;
    for (int v : a) a_bits.push_back(encode(v, c.dtype));
    for (int v : b) b_bits.push_back(encode(v, c.dtype));
    a_address = device.upload(a_bits), b_address = device.upload(b_bits);
  }
  std::vector<float> c_values(c0.begin(), c0.end());
  const uint64_t c_address = device.upload(c_values);
  REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(a_address), pointer(b_address), pointer(c_address)}));
  const auto result = device.download<float>(c_address, c_values.size());
  int wrong = 0;
  for (size_t e = 0; e < result.size(); ++e)
    if (static_cast<double>(result[e]) != expected[e] && wrong++ < 5)
      FAIL_CHECK("C[" << e / c.n << "][" << e % c.n << "] = " << result[e] << ", expected " << expected[e]);
  CHECK(wrong == 0);
  // No spills in the code object's metadata (what the inspector reports), and the matrix
  // instructions are there.
  const CodeObject object = CodeObject::parse(compile_kernel(kernel, {.allow_spills = true}));
  for (const auto& code : object.metadata().kernels) CHECK(code.vgpr_spill_count + code.sgpr_spill_count == 0);
  const std::string assembly = kernel_assembly(kernel);
  CHECK(assembly.find(std::string(c.target) == "gfx1250" ? "v_wmma_f32" : "v_mfma_f32") != std::string::npos);
}

}  // namespace

TEST_CASE("dot on gfx942 MFMA: 16x16x16 and 32x32x8 bf16/f16, 16x16x32 and 32x32x16 fp8/bf8 (FNUZ)", "[dsl][run][dot]") {
  run_case({"gfx942", bf16, {16, 16, 16}, 16, 16, 16, 1});
  run_case({"gfx942", f16, {16, 16, 16}, 16, 16, 64, 1});
  run_case({"gfx942", bf16, {32, 32, 8}, 32, 32, 8, 1});
  run_case({"gfx942", f16, {32, 32, 8}, 32, 32, 32, 1});
  run_case({"gfx942", f8e4m3fnuz, {16, 16, 32}, 16, 16, 32, 1});
  // Several blocks over several waves.
  run_case({"gfx942", bf16, {}, 64, 64, 32, 4});
  run_case({"gfx942", f16, {32, 32, 8}, 64, 128, 16, 4, {2, 2}});
  run_case({"gfx942", f8e4m3fnuz, {}, 32, 64, 64, 4, {1, 4}});
  run_case({"gfx942", f8e5m2fnuz, {16, 16, 32}, 16, 16, 64, 1});
  run_case({"gfx942", f8e4m3fnuz, {32, 32, 16}, 64, 64, 32, 4});
}

TEST_CASE("dot on gfx950 MFMA: 16x16x32 and 32x32x16 bf16/f16/fp8 (OCP)", "[dsl][run][dot]") {
  run_case({"gfx950", bf16, {16, 16, 32}, 16, 16, 32, 1});
  run_case({"gfx950", f16, {16, 16, 32}, 16, 16, 64, 1});
  run_case({"gfx950", bf16, {32, 32, 16}, 32, 32, 16, 1});
  run_case({"gfx950", f16, {32, 32, 16}, 32, 32, 32, 1});
  run_case({"gfx950", bf16, {}, 64, 32, 64, 4});
  run_case({"gfx950", bf16, {32, 32, 16}, 128, 64, 32, 4, {4, 1}});
  // OCP fp8 on gfx950.
  run_case({"gfx950", f8e4m3, {16, 16, 32}, 16, 16, 32, 1});
  run_case({"gfx950", f8e5m2, {16, 16, 32}, 32, 32, 64, 4});
  run_case({"gfx950", f8e4m3, {32, 32, 16}, 64, 64, 32, 4});
}

TEST_CASE("dot on gfx1250 WMMA: 16x16x32 bf16/f16, 16x16x64 fp8/bf8", "[dsl][run][dot]") {
  run_case({"gfx1250", bf16, {16, 16, 32}, 16, 16, 32, 1});
  run_case({"gfx1250", f16, {16, 16, 32}, 16, 16, 64, 1});
  run_case({"gfx1250", bf16, {}, 64, 64, 32, 4});
  run_case({"gfx1250", f16, {}, 32, 64, 64, 4, {2, 2}});
  // 8-bit operands (OCP E4M3FN / E5M2).
  run_case({"gfx1250", f8e4m3, {16, 16, 64}, 16, 16, 64, 1});
  run_case({"gfx1250", f8e5m2, {}, 32, 32, 128, 4});
}

TEST_CASE("dot with f32 operands: v_mfma_f32_16x16x4_f32 (gfx942, gfx950), v_wmma_f32_16x16x4_f32 (gfx1250)",
          "[dsl][run][dot]") {
  for (const char* target : {"gfx942", "gfx950", "gfx1250"}) {
    run_case({target, f32, {16, 16, 4}, 16, 16, 4, 1});
    run_case({target, f32, {}, 16, 16, 64, 1});
    run_case({target, f32, {}, 64, 64, 64, 4});
    run_case({target, f32, {}, 64, 128, 64, 4});
    run_case({target, f32, {}, 64, 64, 64, 4, {1, 1}});  // every wave holds the whole tile
    run_case({target, f32, {}, 32, 128, 64, 4, {1, 2}});  // two copies of a half split
  }
}

TEST_CASE("dot with f32 operands on gfx942's xf32 (v_mfma_f32_16x16x8_xf32, 32x32x4), chosen by shape", "[dsl][run][dot]") {
  // Small integers are exact in xf32's 10 mantissa bits, so the products are exact; the rounding
  // itself is the emulator's (tests/emu/mfma_layout_test.cpp).
  run_case({"gfx942", f32, {16, 16, 8}, 16, 16, 8, 1});
  run_case({"gfx942", f32, {16, 16, 8}, 64, 64, 64, 4});
  run_case({"gfx942", f32, {16, 16, 8}, 64, 64, 64, 4, {1, 1}});
  run_case({"gfx942", f32, {32, 32, 4}, 64, 64, 32, 4});
  for (const MmaShape shape : {MmaShape{16, 16, 8}, MmaShape{32, 32, 4}}) {
    const Kernel kernel = build_dot_kernel({"gfx942", f32, shape, shape.m, shape.n, 4 * shape.k, 1});
    CHECK(kernel_assembly(kernel).find("v_mfma_f32_" + shape.to_string() + "_xf32") != std::string::npos);
  }
  CHECK(fast_f32_mma_instruction(Architecture::gfx942).name() == "mfma_f32_16x16x8_xf32");
  CHECK(fast_f32_mma_instruction(Architecture::gfx950).name() == "mfma_f32_16x16x4_f32");
  CHECK(fast_f32_mma_instruction(Architecture::gfx1250).name() == "wmma_f32_16x16x4_f32");
  // Never the default for f32 operands; gfx950 has none.
  CHECK(mma_instruction(Architecture::gfx942, f32).name() == "mfma_f32_16x16x4_f32");
  CHECK_THROWS_WITH(mma_instruction(Architecture::gfx950, f32, {16, 16, 8}), Catch::Contains("16x16x4 f32"));
  CHECK_THROWS_WITH(mma_instruction(Architecture::gfx950, f32, {16, 16, 8}), !Catch::Contains("xf32"));
}

TEST_CASE("dot inside a loop over K carries the accumulator", "[dsl][run][dot]") {
  run_case({"gfx942", bf16, {}, 32, 32, 128, 4, {}, 32});
  run_case({"gfx950", f16, {}, 32, 32, 128, 2, {}, 64});
  run_case({"gfx1250", bf16, {}, 32, 32, 128, 4, {}, 32});
}

TEST_CASE("dot errors name the author's line", "[dsl][dot]") {
  KernelBuilder kernel("bad_dot", TargetId::parse("gfx942"), {.waves = 4});
  const MmaInstruction& instruction = mma_instruction(bf16, {32, 32, 8});
  const Layout accumulator = mma_layout(instruction, {64, 64});
  Tensor acc = zeros({64, 64}, f32, accumulator);
  Tensor a = zeros({64, 32}, bf16, dot_operand_layout(instruction, accumulator, MmaOperand::a, 32));
  Tensor b = zeros({32, 64}, bf16, dot_operand_layout(instruction, accumulator, MmaOperand::b, 32));
  Tensor blocked_a = zeros({64, 32}, bf16, blocked({64, 32}));
  CHECK_THROWS_WITH(dot(blocked_a, b, acc), Catch::Contains("dot_test.cpp:") && Catch::Contains("operand a has layout") &&
                                                 Catch::Contains("convert_layout"));
  CHECK_THROWS_WITH(dot(a, b, zeros({64, 64}, bf16, accumulator)), Catch::Contains("must be f32"));
  CHECK_THROWS_WITH(dot(a, b.to(f16), acc), Catch::Contains("a is bf16 but b is f16"));
  CHECK_THROWS_WITH(dot(a, a, acc), Catch::Contains("do not give acc"));
  CHECK_THROWS_WITH(dot(a, b, acc, {16, 16, 16}), Catch::Contains("not an mfma_f32_16x16x16_bf16 layout"));
  CHECK_THROWS_WITH(dot(a, b, acc, {16, 16, 32}), Catch::Contains("offers"));
  CHECK_NOTHROW(dot(a, b, acc));
  CHECK_NOTHROW(dot(a, b, acc, {32, 32, 8}));
}

namespace {

// Block-wise work on tiles every wave holds whole (mma_layout waves {1, 1}): out = the 16x16
// blocks of x, block (i, j) moved to (j, i) and scaled by 1 + i + 4 j (extract_slice /
// insert_slice), and c = a @ b summed block by block from sliced operands.
Kernel build_block_kernel(const TargetId& target, int waves) {
  KernelBuilder kernel("blocks", target, {.waves = waves});
  Tensor x_in = kernel.arg<const float*>("x"), a_in = kernel.arg<const float*>("a"), b_in = kernel.arg<const float*>("b");
  Tensor out = kernel.arg<float*>("out"), c_out = kernel.arg<float*>("c");
  constexpr int T = 64, B = 16;
  const MmaInstruction& mma = mma_instruction(f32);
  const Layout whole = mma_layout(mma, {T, T}, {1, 1}), block = mma_layout(mma, {B, B}, {1, 1});
  const Layout whole_a = dot_operand_layout(mma, whole, MmaOperand::a, T), whole_b = dot_operand_layout(mma, whole, MmaOperand::b, T);
  auto offsets = [](const Layout& layout) {
    return expand_dims(arange(T, slice(layout, 1)), 1) * T + expand_dims(arange(T, slice(layout, 0)), 0);
  };
  Tensor x = load(x_in + offsets(whole));
  Tensor moved = zeros({T, T}, f32, whole), c = zeros({T, T}, f32, whole);
  Tensor a = load(a_in + offsets(whole_a)), b = load(b_in + offsets(whole_b));
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      moved = insert_slice(moved, extract_slice(x, {B * i, B * j}, {B, B}) * float(1 + i + 4 * j), {B * j, B * i});
      Tensor sum = zeros({B, B}, f32, block);
      for (int k = 0; k < 4; ++k)
        sum = dot(extract_slice(a, {B * i, B * k}, {B, B}), extract_slice(b, {B * k, B * j}, {B, B}), sum);
      c = insert_slice(c, sum, {B * i, B * j});
    }
  store(out + offsets(whole), moved);
  store(c_out + offsets(whole), c);
  return kernel.build();
}

}  // namespace

TEST_CASE("extract_slice and insert_slice move 16x16 blocks of whole-tile matrix layouts", "[dsl][run][dot][slice]") {
  constexpr int T = 64, B = 16;
  for (const char* name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(name);
    const int waves = target.properties().wave_size == 32 ? 8 : 4;
    INFO(name << ", " << waves << " waves");
    Random random(5);
    const auto x = random.integers(T * T, -100, 100), a = random.integers(T * T, -3, 3), b = random.integers(T * T, -3, 3);
    EmulatedDevice device;
    device.check_hazards = true;
    const uint64_t out = device.allocate(T * T * 4), c = device.allocate(T * T * 4);
    REQUIRE_NOTHROW(device.launch(build_block_kernel(target, waves), 1,
                                  {pointer(device.upload(std::vector<float>(x.begin(), x.end()))),
                                   pointer(device.upload(std::vector<float>(a.begin(), a.end()))),
                                   pointer(device.upload(std::vector<float>(b.begin(), b.end()))), pointer(out), pointer(c)}));
    const auto moved = device.download<float>(out, T * T), product = device.download<float>(c, T * T);
    int wrong = 0;
    for (int r = 0; r < T; ++r)
      for (int col = 0; col < T; ++col) {
        // out block (j, i) holds x block (i, j) times 1 + i + 4 j.
        const int j = r / B, i = col / B;
        const double expected_move = double(x[(B * i + r % B) * T + B * j + col % B]) * (1 + i + 4 * j);
        double expected_product = 0;
        for (int k = 0; k < T; ++k) expected_product += double(a[r * T + k]) * b[k * T + col];
        if (moved[r * T + col] != expected_move && wrong++ < 5)
          FAIL_CHECK("out[" << r << "][" << col << "] = " << moved[r * T + col] << ", expected " << expected_move);
        if (product[r * T + col] != expected_product && wrong++ < 5)
          FAIL_CHECK("c[" << r << "][" << col << "] = " << product[r * T + col] << ", expected " << expected_product);
      }
    CHECK(wrong == 0);
  }
}

// A batched dot: [4, M, K] @ [4, K, N] with the batch along the 4 waves (batched(tile, 4)), each
// wave one product; f32 and bf16 on every target. The same inputs' products per batch index on
// the host, exact (small integers). The operands arrive row-major and are converted.
TEST_CASE("batched dot: one product per wave, the batch along the waves", "[dsl][run][dot][batched]") {
  constexpr int kBatch = 4;
  for (const char* name : {"gfx942", "gfx950", "gfx1250"})
    for (DType dtype : {f32, bf16}) {
      const TargetId target = TargetId::parse(name);
      const MmaInstruction& instruction = mma_instruction(target.architecture, dtype);
      const int64_t m = 16, n = 32, k = 2 * instruction.shape.k;
      INFO(name << " " << dtype.name());
      KernelBuilder kb("batched_dot", target, {.waves = kBatch});
      Tensor a = kb.arg("a", dtype.pointer_to(), true), b = kb.arg("b", dtype.pointer_to(), true);
      Tensor out = kb.arg<float*>("c");
      const Layout tile = mma_layout(instruction, {m, n}, {1, 1});  // every wave the whole tile
      const Layout accumulator = batched(tile, kBatch);
      const Layout a_layout = batched(dot_operand_layout(instruction, tile, MmaOperand::a, k), kBatch);
      const Layout b_layout = batched(dot_operand_layout(instruction, tile, MmaOperand::b, k), kBatch);
      // Offsets of a row-major [kBatch, rows, columns] tensor in `layout`.
      auto offsets = [](const Layout& layout, int64_t rows, int64_t columns) {
        Tensor batch = expand_dims(expand_dims(arange(kBatch, slice(slice(layout, 2), 1)), 1), 2);
        Tensor r = expand_dims(expand_dims(arange(int(rows), slice(slice(layout, 2), 0)), 0), 2);
        Tensor c = expand_dims(expand_dims(arange(int(columns), slice(slice(layout, 1), 0)), 0), 0);
        return batch * int(rows * columns) + r * int(columns) + c;
      };
      const Layout a_rows = batched(blocked({m, k}, {}), kBatch, BatchAlong::registers);
      Tensor a_tile = convert_layout(load(a + offsets(a_rows, m, k)), a_layout);
      Tensor b_tile = load(b + offsets(b_layout, k, n));
      Tensor acc = load(out + offsets(accumulator, m, n));
      store(out + offsets(accumulator, m, n), dot(a_tile, b_tile, acc));
      const Kernel kernel = kb.build();

      Random random(uint64_t(17 + k));
      const auto av = random.integers(size_t(kBatch * m * k), -3, 3), bv = random.integers(size_t(kBatch * k * n), -3, 3);
      const auto c0 = random.integers(size_t(kBatch * m * n), -20, 20);
      EmulatedDevice device;
      device.check_hazards = true;
      uint64_t a_address, b_address;
      if (dtype == f32) {
        a_address = device.upload(std::vector<float>(av.begin(), av.end()));
        b_address = device.upload(std::vector<float>(bv.begin(), bv.end()));
      } else {
        std::vector<uint16_t> a_bits, b_bits;
        for (int v : av) a_bits.push_back(encode(v, dtype));
        for (int v : bv) b_bits.push_back(encode(v, dtype));
        a_address = device.upload(a_bits), b_address = device.upload(b_bits);
      }
      const uint64_t c_address = device.upload(std::vector<float>(c0.begin(), c0.end()));
      REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(a_address), pointer(b_address), pointer(c_address)}));
      const auto result = device.download<float>(c_address, c0.size());
      int wrong = 0;
      for (int64_t batch = 0; batch < kBatch; ++batch)
        for (int64_t i = 0; i < m; ++i)
          for (int64_t j = 0; j < n; ++j) {
            double sum = c0[size_t((batch * m + i) * n + j)];
            for (int64_t kk = 0; kk < k; ++kk) sum += double(av[size_t((batch * m + i) * k + kk)]) * bv[size_t((batch * k + kk) * n + j)];
            if (double(result[size_t((batch * m + i) * n + j)]) != sum && wrong++ < 5)
              FAIL_CHECK("C[" << batch << "][" << i << "][" << j << "] = " << result[size_t((batch * m + i) * n + j)] << ", expected " << sum);
          }
      CHECK(wrong == 0);
    }
}

TEST_CASE("batched dot refuses a batch that is not along the waves", "[dsl][dot][batched][errors]") {
  const TargetId target = TargetId::parse("gfx950");
  KernelBuilder kb("batched_bad", target, {.waves = 4});
  const MmaInstruction& instruction = mma_instruction(target.architecture, f32);
  const Layout tile = mma_layout(instruction, {16, 16}, {1, 1});
  // The batch in registers: every wave holds all four products.
  const Layout accumulator = batched(tile, 4, BatchAlong::registers);
  Tensor a = zeros({4, 16, 16}, f32, batched(dot_operand_layout(instruction, tile, MmaOperand::a, 16), 4, BatchAlong::registers));
  Tensor b = zeros({4, 16, 16}, f32, batched(dot_operand_layout(instruction, tile, MmaOperand::b, 16), 4, BatchAlong::registers));
  CHECK_THROWS_WITH(dot(a, b, zeros({4, 16, 16}, f32, accumulator)), Catch::Contains("batch along waves"));
  // More batch than the waves the tile repeats on.
  CHECK_THROWS_WITH(batched(tile, 8), Catch::Contains("needs 3 wave bits"));
}
