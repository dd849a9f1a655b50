// gfx1250 kernels that use VGPRs above v255 (s_set_vgpr_msb): LLVM 22 placed a mode change one
// instruction too early before barriers and waits, so one instruction read or wrote the wrong
// registers (lowering/vgpr_msb_repair.h). The reproducer is the smallest DSL kernel that hit it:
// two f32 dots of a [64, 64] matrix with [64, 128] tiles in 4 waves, whose layout conversions go
// through LDS (a fault at a garbage LDS address before the repair), and the same with two f32
// products before (wrong results before the repair). Every target runs it against fp64.
#include <catch2/catch.hpp>

#include <cmath>

#include "dsl/dsl.h"
#include "lowering/tile/compile.h"
#include "lowering/vgpr_msb_repair.h"
#include "testing/testing.h"

using namespace gfxtile;
using namespace gfxtile::testing;

namespace {

constexpr int kRows = 64, kColumns = 128;

// u = X v, w = X k with X = I (products = 0) or X = (I + P)(I + P^2)..., P = 0.01 strictly lower.
Kernel two_dots(const TargetId& target, int waves, int products) {
  KernelBuilder kb("vgpr_msb_two_dots", target, {.waves = waves});
  Tensor k_in = kb.arg<const bf16_t*>("k"), v_in = kb.arg<const bf16_t*>("v");
  Tensor u_out = kb.arg<float*>("u"), w_out = kb.arg<float*>("w");
  const Layout tile = blocked({kRows, kColumns}, {.per_thread = {1, 8}});
  Tensor tr = expand_dims(arange(kRows, slice(tile, 1)), 1), tc = expand_dims(arange(kColumns, slice(tile, 0)), 0);
  Tensor key = load(k_in + tr * kColumns + tc);
  const MmaInstruction& mma = mma_instruction(f32);
  const Layout square = mma_layout(mma, {kRows, kRows});
  const Layout square_a = dot_operand_layout(mma, square, MmaOperand::a, kRows);
  const Layout square_b = dot_operand_layout(mma, square, MmaOperand::b, kRows);
  const Layout out = mma_layout(mma, {kRows, kColumns});
  const Layout out_a = dot_operand_layout(mma, out, MmaOperand::a, kRows);
  const Layout out_b = dot_operand_layout(mma, out, MmaOperand::b, kRows);
  Tensor si = expand_dims(arange(kRows, slice(square, 1)), 1), sj = expand_dims(arange(kRows, slice(square, 0)), 0);
  Tensor X = select(broadcast(si == sj, square), 1.0f, 0.0f);
  Tensor P = select(broadcast(si > sj, square), 0.01f, 0.0f);
  for (int step = 0; step < products; ++step) {
    P = dot(convert_layout(P, square_a), convert_layout(P, square_b), zeros({kRows, kRows}, f32, square));
    X = dot(convert_layout(X, square_a), convert_layout(P, square_b), X);
  }
  Tensor value = load(v_in + tr * kColumns + tc).to(f32);
  Tensor A = convert_layout(X, out_a);
  Tensor u = dot(A, convert_layout(value, out_b), zeros({kRows, kColumns}, f32, out));
  Tensor w = dot(A, convert_layout(key.to(f32), out_b), zeros({kRows, kColumns}, f32, out));
  store(u_out + tr * kColumns + tc, convert_layout(u, tile));
  store(w_out + tr * kColumns + tc, convert_layout(w, tile));
  return kb.build();
}

void check_two_dots(const TargetId& target, int waves, int products) {
  INFO(target.to_string() << ", " << waves << " waves, " << products << " products");
  Random random(7);
  std::vector<uint16_t> k_bits(kRows * kColumns), v_bits(kRows * kColumns);
  std::vector<double> k(k_bits.size()), v(v_bits.size());
  for (size_t i = 0; i < k_bits.size(); ++i) {
    k_bits[i] = to_bf16(static_cast<float>(random.normal())), k[i] = from_bf16(k_bits[i]);
    v_bits[i] = to_bf16(static_cast<float>(random.normal())), v[i] = from_bf16(v_bits[i]);
  }
  // fp64 reference of X, then u and w.
  std::vector<double> X(kRows * kRows, 0.0), P(kRows * kRows, 0.0);
  for (int i = 0; i < kRows; ++i) {
    X[i * kRows + i] = 1;
    for (int j = 0; j < i; ++j) P[i * kRows + j] = 0.01f;
  }
  auto multiply = [](const std::vector<double>& a, const std::vector<double>& b) {
    std::vector<double> c(kRows * kRows, 0.0);
    for (int i = 0; i < kRows; ++i)
      for (int l = 0; l < kRows; ++l)
        for (int j = 0; j < kRows; ++j) c[i * kRows + j] += a[i * kRows + l] * b[l * kRows + j];
    return c;
  };
  for (int step = 0; step < products; ++step) {
    P = multiply(P, P);
    const std::vector<double> XP = multiply(X, P);
    for (size_t i = 0; i < X.size(); ++i) X[i] += XP[i];
  }
  std::vector<double> u(kRows * kColumns, 0.0), w(kRows * kColumns, 0.0);
  for (int i = 0; i < kRows; ++i)
    for (int l = 0; l < kRows; ++l)
      for (int c = 0; c < kColumns; ++c) {
        u[i * kColumns + c] += X[i * kRows + l] * v[l * kColumns + c];
        w[i * kColumns + c] += X[i * kRows + l] * k[l * kColumns + c];
      }

  EmulatedDevice device;
  const uint64_t k_address = device.upload(k_bits), v_address = device.upload(v_bits);
  const uint64_t u_address = device.allocate(u.size() * 4), w_address = device.allocate(w.size() * 4);
  device.launch(two_dots(target, waves, products), 1,
                {pointer(k_address), pointer(v_address), pointer(u_address), pointer(w_address)});
  const auto u_result = device.download<float>(u_address, u.size()), w_result = device.download<float>(w_address, w.size());
  const double u_error = relative_l2(std::vector<double>(u_result.begin(), u_result.end()), u);
  const double w_error = relative_l2(std::vector<double>(w_result.begin(), w_result.end()), w);
  INFO("rel L2: u " << u_error << ", w " << w_error);
  // f32 products of bf16 inputs with an f32 X: about 1e-7.
  CHECK(u_error < 1e-6);
  CHECK(w_error < 1e-6);
}

}  // namespace

TEST_CASE("two f32 dots with LDS conversions in 4 and 8 waves (VGPRs above v255 on gfx1250)", "[dsl][dot][vgpr_msb]") {
  for (const TargetId& target : emulated_targets())
    for (int waves : {4, 8})
      for (int products : {0, 2}) check_two_dots(target, waves, products);
}

TEST_CASE("the gfx1250 reproducer uses VGPRs above v255 and needed the repair", "[dsl][vgpr_msb]") {
  const std::string assembly = kernel_assembly(two_dots(TargetId::parse("gfx1250"), 4, 0));
  CHECK(assembly.find("s_set_vgpr_msb") != std::string::npos);
  // The repaired text has no mode change left right before an instruction that is wrong under it.
  CHECK(repair_vgpr_msb_placement(assembly).moved == 0);
}

TEST_CASE("s_set_vgpr_msb placed before the instruction ahead of a barrier moves after it", "[dsl][vgpr_msb]") {
  // LLVM 22's output for the reproducer: the v_or means v444 = 0x3c0 | v310 (mode 0x44) but the
  // mode change to 0x01 for the ds_load came first.
  const std::string before =
      "\ts_set_vgpr_msb 0x4401\n"
      "\tv_or_b32_e32 v188 /*v444*/, 0x3c0, v54 /*v310*/\n"
      "\ts_barrier_wait -1\n"
      "\tds_load_b32 v227, v2 /*v258*/\n";
  const VgprMsbRepair repair = repair_vgpr_msb_placement(before);
  CHECK(repair.moved == 1);
  CHECK(repair.assembly ==
        "\tv_or_b32_e32 v188 /*v444*/, 0x3c0, v54 /*v310*/\n"
        "\ts_set_vgpr_msb 0x4401\n"
        "\ts_barrier_wait -1\n"
        "\tds_load_b32 v227, v2 /*v258*/\n");
  // A change the instruction itself needs stays (v_add reads v[256:257] under mode 0x05), and so
  // does one after an s_delay_alu that only precedes its instruction.
  const std::string needed =
      "\ts_set_vgpr_msb 0x105\n"
      "\tv_add_nc_u64_e32 v[66:67], v[0:1] /*v[256:257]*/, v[10:11] /*v[266:267]*/\n"
      "\ts_barrier_signal -1\n"
      "\ts_barrier_wait -1\n"
      "\tds_store_b32 v235 /*v491*/, v136 /*v392*/\n";
  CHECK(repair_vgpr_msb_placement(needed).moved == 0);
  const std::string delayed =
      "\ts_set_vgpr_msb 1\n"
      "\ts_delay_alu instid0(VALU_DEP_2)\n"
      "\tv_add_nc_u64_e32 v[40:41], v[40:41], v[38:39]\n"
      "\ts_barrier_signal -1\n"
      "\tds_store_b128 v30 /*v286*/, v[56:59]\n";
  const VgprMsbRepair moved = repair_vgpr_msb_placement(delayed);
  CHECK(moved.moved == 1);
  CHECK(moved.assembly ==
        "\ts_delay_alu instid0(VALU_DEP_2)\n"
        "\tv_add_nc_u64_e32 v[40:41], v[40:41], v[38:39]\n"
        "\ts_set_vgpr_msb 1\n"
        "\ts_barrier_signal -1\n"
        "\tds_store_b128 v30 /*v286*/, v[56:59]\n");
}

TEST_CASE("operand fields of gfx1250 instructions for the MSB mode", "[dsl][vgpr_msb]") {
  std::vector<VgprField> fields;
  REQUIRE(vgpr_fields("v_or_b32_e32 v188 /*v444*/, 0x3c0, v54 /*v310*/", fields));
  REQUIRE(fields.size() == 2);
  CHECK((fields[0].field == 3 && fields[0].vgpr == 444));
  CHECK((fields[1].field == 1 && fields[1].vgpr == 310));
  REQUIRE(vgpr_fields("ds_load_b32 v227, v2 /*v258*/", fields));
  CHECK((fields.size() == 2 && fields[0].field == 3 && fields[1].field == 0 && fields[1].vgpr == 258));
  REQUIRE(vgpr_fields("global_store_b128 v[8:9], v[58:61] /*v[314:317]*/, off offset:24592", fields));
  CHECK((fields.size() == 2 && fields[0].field == 0 && fields[1].field == 1 && fields[1].vgpr == 314));
  REQUIRE(vgpr_fields("v_dual_lshrrev_b32 v248 /*v504*/, 5, v187 /*v443*/ :: v_dual_lshrrev_b32 v249 /*v505*/, 5, v188 /*v444*/", fields));
  CHECK(fields.size() == 4);
  REQUIRE(vgpr_fields("v_add_co_u32 v1, vcc_lo, v2, v3", fields));
  CHECK((fields.size() == 3 && fields[1].field == 0 && fields[2].field == 1));
}
