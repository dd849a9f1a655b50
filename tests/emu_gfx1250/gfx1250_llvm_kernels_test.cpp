// Kernels written in LLVM IR, compiled in process by LLVM 22 for gfx1250 and run on the emulator
// with hazard checking on: what LLVM emits for the gfx1250 intrinsics (tensor data mover, async
// copies, WMMA, split and cluster barriers, wave reductions, DPP, permlane, atomics) and for
// ordinary integer/float code, against host references.

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

#include "emu/emulator.h"
#include "hsaco/code_object.h"
#include "lowering/codegen.h"
#include "tests/emu/test_support.h"

using namespace gfxtile;
using namespace gfxtile::emu;

namespace {

const char* kModule = R"(
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32)
declare void @llvm.amdgcn.s.wait.tensorcnt(i16)
declare void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.s.wait.asynccnt(i16)
declare void @llvm.amdgcn.s.barrier.signal(i32)
declare void @llvm.amdgcn.s.barrier.wait(i16)
declare void @llvm.amdgcn.s.cluster.barrier()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1, i1)
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1, <16 x bfloat>, i1, <16 x bfloat>, i16, <8 x float>, i1, i1)
declare float @llvm.maxnum.f32(float, float)

@tile = internal addrspace(3) global [128 x i32] poison, align 16
@chunks = internal addrspace(3) global [32 x <4 x i32>] poison, align 16

; One wave moves a 16 x 8 tile of x (n columns, m rows, row pitch n) into LDS with the tensor
; data mover and writes it to y densely (out-of-bounds elements 0).
define amdgpu_kernel void @tdm_copy(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %m, i32 %n) {
  %address = ptrtoint ptr addrspace(1) %x to i64
  %low = trunc i64 %address to i32
  %high64 = lshr i64 %address, 32
  %high32 = trunc i64 %high64 to i32
  %high = or i32 %high32, u0x80000000
  %lds = ptrtoint ptr addrspace(3) @tile to i32
  %g0a = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lds, i32 1
  %g0b = insertelement <4 x i32> %g0a, i32 %low, i32 2
  %g0 = insertelement <4 x i32> %g0b, i32 %high, i32 3
  %n_low = shl i32 %n, 16
  %n_high = lshr i32 %n, 16
  %m_low = shl i32 %m, 16
  %m_high = lshr i32 %m, 16
  %w2 = or i32 %n_high, %m_low
  %w3 = or i32 %m_high, 1048576
  %g1a = insertelement <8 x i32> <i32 131072, i32 0, i32 0, i32 0, i32 8, i32 0, i32 0, i32 0>, i32 %n_low, i32 1
  %g1b = insertelement <8 x i32> %g1a, i32 %w2, i32 2
  %g1c = insertelement <8 x i32> %g1b, i32 %w3, i32 3
  %g1 = insertelement <8 x i32> %g1c, i32 %n, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %g0, <8 x i32> %g1, i32 0)
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %source = getelementptr <4 x i32>, ptr addrspace(3) @tile, i32 %tid
  %value = load <4 x i32>, ptr addrspace(3) %source
  %target = getelementptr <4 x i32>, ptr addrspace(1) %y, i32 %tid
  store <4 x i32> %value, ptr addrspace(1) %target
  ret void
}

; Each lane copies 16 bytes to LDS asynchronously; lane t then writes lane (31 - t)'s chunk.
define amdgpu_kernel void @async_reverse(ptr addrspace(1) %x, ptr addrspace(1) %y) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %source = getelementptr <4 x i32>, ptr addrspace(1) %x, i32 %tid
  %slot = getelementptr <4 x i32>, ptr addrspace(3) @chunks, i32 %tid
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %source, ptr addrspace(3) %slot, i32 0, i32 0)
  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  %other = sub i32 31, %tid
  %from = getelementptr <4 x i32>, ptr addrspace(3) @chunks, i32 %other
  %value = load <4 x i32>, ptr addrspace(3) %from
  %target = getelementptr <4 x i32>, ptr addrspace(1) %y, i32 %tid
  store <4 x i32> %value, ptr addrspace(1) %target
  ret void
}

; Cross-lane operations; out[4 t + 0..3] and two atomic totals in totals[0] (i32), totals[1] (f32).
define amdgpu_kernel void @lanes(ptr addrspace(1) %out, ptr addrspace(1) %totals) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %tid, i32 337, i32 15, i32 15, i1 false)
  %b = call i32 @llvm.amdgcn.permlanex16.i32(i32 0, i32 %a, i32 u0x76543210, i32 u0xfedcba98, i1 false, i1 false)
  %t7 = mul i32 %tid, 7
  %r = urem i32 %t7, 23
  %c = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %r, i32 0)
  %lane = and i32 %tid, 31
  %mirror = sub i32 31, %lane
  %address = shl i32 %mirror, 2
  %d = call i32 @llvm.amdgcn.ds.bpermute(i32 %address, i32 %b)
  %base = shl i32 %tid, 2
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %a, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %b, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %c, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %d, ptr addrspace(1) %p3
  %old = atomicrmw add ptr addrspace(1) %totals, i32 %tid syncscope("agent") monotonic
  %f = uitofp i32 %tid to float
  %ftotal = getelementptr float, ptr addrspace(1) %totals, i32 1
  %fold = atomicrmw fadd ptr addrspace(1) %ftotal, float %f syncscope("agent") monotonic
  ret void
}

; One WMMA per wave with lane-major operands: lane l holds a[l], b[l], c[l]; d[l] = result.
define amdgpu_kernel void @wmma(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr <16 x bfloat>, ptr addrspace(1) %a, i32 %tid
  %pb = getelementptr <16 x bfloat>, ptr addrspace(1) %b, i32 %tid
  %pc = getelementptr <8 x float>, ptr addrspace(1) %c, i32 %tid
  %va = load <16 x bfloat>, ptr addrspace(1) %pa
  %vb = load <16 x bfloat>, ptr addrspace(1) %pb
  %vc = load <8 x float>, ptr addrspace(1) %pc
  %vd = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %va, i1 false, <16 x bfloat> %vb, i16 0, <8 x float> %vc, i1 false, i1 false)
  %pd = getelementptr <8 x float>, ptr addrspace(1) %d, i32 %tid
  store <8 x float> %vd, ptr addrspace(1) %pd
  ret void
}

; Workgroup ids and integer/float arithmetic; a cluster barrier at the end.
define amdgpu_kernel void @arithmetic(ptr addrspace(1) %out, ptr addrspace(1) %ids, i32 %n, float %s) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wx = call i32 @llvm.amdgcn.workgroup.id.x()
  %wy = call i32 @llvm.amdgcn.workgroup.id.y()
  %wz = call i32 @llvm.amdgcn.workgroup.id.z()
  %row = mul i32 %wz, 2
  %row2 = add i32 %row, %wy
  %row3 = mul i32 %row2, 3
  %linear = add i32 %row3, %wx
  %base = mul i32 %linear, 64
  %i = add i32 %base, %tid
  %fi = uitofp i32 %i to float
  %g = fmul float %fi, %s
  %h = call float @llvm.maxnum.f32(float %g, float 1.0)
  %k = fptosi float %h to i32
  %q = sdiv i32 %k, %n
  %r = urem i32 %i, 7
  %x = add i32 %q, %r
  %z = sitofp i32 %x to double
  %zz = fmul double %z, 1.5
  %w = fptrunc double %zz to float
  %p = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %w, ptr addrspace(1) %p
  %is_first = icmp eq i32 %tid, 0
  br i1 %is_first, label %write, label %done
write:
  %code1 = mul i32 %wy, 10
  %code2 = mul i32 %wz, 100
  %code3 = add i32 %code1, %code2
  %code = add i32 %code3, %wx
  %pid = getelementptr i32, ptr addrspace(1) %ids, i32 %linear
  store i32 %code, ptr addrspace(1) %pid
  br label %done
done:
  call void @llvm.amdgcn.s.cluster.barrier()
  ret void
}
)";

const CodeObject& module_object() {
  static const CodeObject object = CodeObject::parse(compile_llvm_ir(kModule, TargetId::parse("gfx1250")));
  return object;
}

Launch checked(Dim3 grid, uint32_t block) {
  Launch launch;
  launch.grid = grid;
  launch.block = {block, 1, 1};
  launch.check_hazards = true;
  return launch;
}

std::string fault_text(const DispatchResult& r) { return r.fault ? r.fault->to_string() : std::string(); }

}  // namespace

TEST_CASE("LLVM gfx1250: tensor_load_to_lds.d2 tile with out-of-bounds fill", "[emu][gfx1250][llvm]") {
  for (auto [m, n] : {std::pair{8u, 16u}, std::pair{5u, 11u}}) {
    Emulator emulator;
    const Kernel kernel = emulator.load(module_object(), "tdm_copy");
    std::vector<uint32_t> x(m * n);
    for (uint32_t i = 0; i < x.size(); ++i) x[i] = 1000 + i;
    const uint64_t dx = testing::upload(emulator, x), dy = emulator.memory().allocate(128 * 4);
    const DispatchResult result = emulator.dispatch(kernel, checked({1, 1, 1}, 32),
        std::vector<ArgumentValue>{ArgumentValue::pointer(dx), ArgumentValue::pointer(dy), ArgumentValue::u32(m), ArgumentValue::u32(n)});
    INFO(fault_text(result));
    REQUIRE(result.ok());
    const auto y = testing::download<uint32_t>(emulator, dy, 128);
    for (uint32_t row = 0; row < 8; ++row)
      for (uint32_t column = 0; column < 16; ++column)
        CHECK(y[row * 16 + column] == (row < m && column < n ? x[row * n + column] : 0u));
  }
}

TEST_CASE("LLVM gfx1250: global.load.async.to.lds.b128 and a split barrier", "[emu][gfx1250][llvm]") {
  Emulator emulator;
  const Kernel kernel = emulator.load(module_object(), "async_reverse");
  std::vector<uint32_t> x(128);
  for (uint32_t i = 0; i < 128; ++i) x[i] = i * 3 + 5;
  const uint64_t dx = testing::upload(emulator, x), dy = emulator.memory().allocate(128 * 4);
  const DispatchResult result = emulator.dispatch(kernel, checked({1, 1, 1}, 32),
                                                  std::vector<ArgumentValue>{ArgumentValue::pointer(dx), ArgumentValue::pointer(dy)});
  INFO(fault_text(result));
  REQUIRE(result.ok());
  const auto y = testing::download<uint32_t>(emulator, dy, 128);
  for (uint32_t t = 0; t < 32; ++t)
    for (uint32_t i = 0; i < 4; ++i) CHECK(y[4 * t + i] == x[4 * (31 - t) + i]);
}

TEST_CASE("LLVM gfx1250: DPP, permlanex16, wave reduction, bpermute and atomics", "[emu][gfx1250][llvm]") {
  Emulator emulator;
  const Kernel kernel = emulator.load(module_object(), "lanes");
  const uint64_t out = emulator.memory().allocate(64 * 16), totals = emulator.memory().allocate(8);
  const DispatchResult result = emulator.dispatch(kernel, checked({1, 1, 1}, 64),
                                                  std::vector<ArgumentValue>{ArgumentValue::pointer(out), ArgumentValue::pointer(totals)});
  INFO(fault_text(result));
  REQUIRE(result.ok());
  const auto values = testing::download<uint32_t>(emulator, out, 256);
  auto a = [](uint32_t t) { return (t & ~15u) + 1; };  // row_share:1
  auto b = [&](uint32_t t) { return a(t ^ 16); };     // permlanex16 with the identity select
  for (uint32_t t = 0; t < 64; ++t) {
    INFO("lane " << t);
    CHECK(values[4 * t] == a(t));
    CHECK(values[4 * t + 1] == b(t));
    uint32_t maximum = 0;
    for (uint32_t l = t & ~31u; l < (t & ~31u) + 32; ++l) maximum = std::max(maximum, l * 7 % 23);
    CHECK(values[4 * t + 2] == maximum);
    CHECK(values[4 * t + 3] == b((t & ~31u) + 31 - (t & 31)));
  }
  const auto sums = testing::download<uint32_t>(emulator, totals, 2);
  CHECK(sums[0] == 64 * 63 / 2);
  float total;
  std::memcpy(&total, &sums[1], 4);
  CHECK(total == 2016.0f);
}

TEST_CASE("LLVM gfx1250: WMMA bf16 through the intrinsic, against the notes' layout", "[emu][gfx1250][llvm]") {
  Emulator emulator;
  const Kernel kernel = emulator.load(module_object(), "wmma");
  int a[16][32], b[32][16], c[16][16];
  for (int i = 0; i < 16; ++i)
    for (int k = 0; k < 32; ++k) a[i][k] = (i * 3 + k * 5) % 9 - 4;
  for (int k = 0; k < 32; ++k)
    for (int j = 0; j < 16; ++j) b[k][j] = (k * 7 + j) % 7 - 3;
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) c[i][j] = i - j;
  auto bf16 = [](int v) {
    float f = float(v);
    uint32_t w;
    std::memcpy(&w, &f, 4);
    return uint16_t(w >> 16);
  };
  std::vector<uint16_t> la(32 * 16), lb(32 * 16);
  std::vector<float> lc(32 * 8);
  for (int i = 0; i < 16; ++i)
    for (int k = 0; k < 32; ++k) {
      const int lane = 16 * ((k / 8) % 2) + i, element = 8 * (k / 16) + k % 8;
      la[size_t(lane * 16 + element)] = bf16(a[i][k]);
      lb[size_t(lane * 16 + element)] = bf16(b[k][i]);
    }
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) lc[size_t((16 * (i / 8) + j) * 8 + i % 8)] = float(c[i][j]);
  const uint64_t da = testing::upload(emulator, la), db = testing::upload(emulator, lb), dc = testing::upload(emulator, lc);
  const uint64_t dd = emulator.memory().allocate(32 * 8 * 4);
  const DispatchResult result = emulator.dispatch(kernel, checked({1, 1, 1}, 32),
      std::vector<ArgumentValue>{ArgumentValue::pointer(da), ArgumentValue::pointer(db), ArgumentValue::pointer(dc), ArgumentValue::pointer(dd)});
  INFO(fault_text(result));
  REQUIRE(result.ok());
  const auto d = testing::download<float>(emulator, dd, 32 * 8);
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) {
      int expected = c[i][j];
      for (int k = 0; k < 32; ++k) expected += a[i][k] * b[k][j];
      CHECK(d[size_t((16 * (i / 8) + j) * 8 + i % 8)] == float(expected));
    }
}

TEST_CASE("LLVM gfx1250: workgroup ids, integer division, f64 and a cluster barrier", "[emu][gfx1250][llvm]") {
  for (bool clustered : {false, true}) {
    INFO("clusters " << clustered);
    Emulator emulator;
    const Kernel kernel = emulator.load(module_object(), "arithmetic");
    const uint32_t groups = 3 * 2 * 2;
    const uint64_t out = emulator.memory().allocate(groups * 64 * 4), ids = emulator.memory().allocate(groups * 4);
    const int32_t n = 7;
    const float s = 2.75f;
    Launch launch = checked({3, 2, 2}, 64);
    if (clustered) launch.cluster = {3, 1, 1};
    const DispatchResult result = emulator.dispatch(kernel, launch,
        std::vector<ArgumentValue>{ArgumentValue::pointer(out), ArgumentValue::pointer(ids), ArgumentValue::i32(n), ArgumentValue::f32(s)});
    INFO(fault_text(result));
    REQUIRE(result.ok());
    const auto values = testing::download<float>(emulator, out, groups * 64);
    int bad = 0;
    for (uint32_t i = 0; i < groups * 64; ++i) {
      const float h = std::fmax(float(i) * s, 1.0f);
      const int32_t x = int32_t(h) / n + int32_t(i % 7);
      bad += values[i] != float(double(x) * 1.5);
    }
    CHECK(bad == 0);
    const auto codes = testing::download<uint32_t>(emulator, ids, groups);
    for (uint32_t z = 0; z < 2; ++z)
      for (uint32_t y = 0; y < 2; ++y)
        for (uint32_t x = 0; x < 3; ++x) CHECK(codes[(z * 2 + y) * 3 + x] == x + 10 * y + 100 * z);
  }
}
