// Kernels compiled by LLVM 22 from IR in process, run on the emulator and checked against host
// arithmetic: scratch (private arrays), integer division, f64 division and square root, f32
// library math, LDS with barriers.

#include <catch2/catch.hpp>

#include <cmath>

#include "lowering/codegen.h"
#include "tests/emu/test_support.h"

using namespace gfxtile;
using namespace gfxtile::emu;
using namespace gfxtile::emu::testing;

namespace {

constexpr const char* kKernels = R"(
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.exp.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.sin.f32(float)
declare double @llvm.sqrt.f64(double)

@tile = internal addrspace(3) global [256 x i32] poison, align 4
@table = internal addrspace(4) constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]
@counts = addrspace(1) global [8 x i32] [i32 30, i32 10, i32 40, i32 10, i32 50, i32 90, i32 20, i32 60]

define i32 @global_id() {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = mul i32 %g, 256
  %i = add i32 %b, %t
  ret i32 %i
}

; out[i] = sum over j < 512 of a private array filled with i * j, read at positions idx[i] + j.
define amdgpu_kernel void @scratch(ptr addrspace(1) %out, ptr addrspace(1) %idx) "amdgpu-flat-work-group-size"="1,256" {
entry:
  %i = call i32 @global_id()
  %arr = alloca [1024 x i32], align 4, addrspace(5)
  br label %fill
fill:
  %j = phi i32 [ 0, %entry ], [ %j1, %fill ]
  %v = mul i32 %i, %j
  %p = getelementptr [1024 x i32], ptr addrspace(5) %arr, i32 0, i32 %j
  store volatile i32 %v, ptr addrspace(5) %p
  %j1 = add i32 %j, 1
  %done = icmp eq i32 %j1, 1024
  br i1 %done, label %read, label %fill
read:
  %pi = getelementptr i32, ptr addrspace(1) %idx, i32 %i
  %start = load i32, ptr addrspace(1) %pi
  br label %sum
sum:
  %k = phi i32 [ 0, %read ], [ %k1, %sum ]
  %acc = phi i32 [ 0, %read ], [ %acc1, %sum ]
  %at = add i32 %start, %k
  %q = getelementptr [1024 x i32], ptr addrspace(5) %arr, i32 0, i32 %at
  %x = load volatile i32, ptr addrspace(5) %q
  %acc1 = add i32 %acc, %x
  %k1 = add i32 %k, 1
  %end = icmp eq i32 %k1, 512
  br i1 %end, label %exit, label %sum
exit:
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %acc1, ptr addrspace(1) %po
  ret void
}

; Integer division and remainder, signed and unsigned, 32 and 64 bits.
define amdgpu_kernel void @divide(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) "amdgpu-flat-work-group-size"="1,256" {
  %i = call i32 @global_id()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %i
  %x = load i32, ptr addrspace(1) %pa
  %y = load i32, ptr addrspace(1) %pb
  %q = udiv i32 %x, %y
  %r = srem i32 %x, %y
  %x64 = sext i32 %x to i64
  %y64 = zext i32 %y to i64
  %big = mul i64 %x64, 1000003
  %q64 = sdiv i64 %big, %y64
  %t64 = trunc i64 %q64 to i32
  %o = mul i32 %i, 3
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %q, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %r, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %t64, ptr addrspace(1) %p2
  ret void
}

; f64 x / y and sqrt(x); f32 exp, log, sin.
define amdgpu_kernel void @math(ptr addrspace(1) %d, ptr addrspace(1) %f) "amdgpu-flat-work-group-size"="1,256" {
  %i = call i32 @global_id()
  %pd = getelementptr double, ptr addrspace(1) %d, i32 %i
  %x = load double, ptr addrspace(1) %pd
  %q = fdiv double %x, 7.0
  %s = call double @llvm.sqrt.f64(double %x)
  %sum = fadd double %q, %s
  store double %sum, ptr addrspace(1) %pd
  %pf = getelementptr float, ptr addrspace(1) %f, i32 %i
  %y = load float, ptr addrspace(1) %pf
  %e = call float @llvm.exp.f32(float %y)
  %l = call float @llvm.log.f32(float %e)
  %sn = call float @llvm.sin.f32(float %l)
  store float %sn, ptr addrspace(1) %pf
  ret void
}

; Constant tables (reached s_getpc-relative) and a global variable (through the GOT and a
; dynamic relocation): out[i] = table[i % 8] + counts[i % 8]; counts[i % 8] += 1 atomically.
define amdgpu_kernel void @lookup(ptr addrspace(1) %out) "amdgpu-flat-work-group-size"="1,256" {
  %i = call i32 @global_id()
  %m = and i32 %i, 7
  %p = getelementptr [8 x i32], ptr addrspace(4) @table, i32 0, i32 %m
  %v = load i32, ptr addrspace(4) %p
  %q = getelementptr [8 x i32], ptr addrspace(1) @counts, i32 0, i32 %m
  %w = load i32, ptr addrspace(1) %q
  %s = add i32 %v, %w
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %s, ptr addrspace(1) %o
  ret void
}

; A device function that is not inlined: the kernel calls it with s_swappc_b64.
define internal i32 @mix(i32 %a, i32 %b) noinline {
  %x = mul i32 %a, 2654435761
  %y = xor i32 %x, %b
  %z = lshr i32 %y, 7
  %w = add i32 %z, %a
  ret i32 %w
}
define amdgpu_kernel void @call(ptr addrspace(1) %out) "amdgpu-flat-work-group-size"="1,256" {
  %i = call i32 @global_id()
  %v = call i32 @mix(i32 %i, i32 12345)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %o
  ret void
}

; Reverse each block of 256 through LDS with a barrier between the write and the read.
define amdgpu_kernel void @reverse(ptr addrspace(1) %data) "amdgpu-flat-work-group-size"="1,256" {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = call i32 @global_id()
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %l = getelementptr [256 x i32], ptr addrspace(3) @tile, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %l
  call void @llvm.amdgcn.s.barrier()
  %rt = sub i32 255, %t
  %lr = getelementptr [256 x i32], ptr addrspace(3) @tile, i32 0, i32 %rt
  %w = load i32, ptr addrspace(3) %lr
  store i32 %w, ptr addrspace(1) %p
  ret void
}
)";

DispatchResult run(Emulator& emulator, const CodeObject& object, const char* name, uint32_t groups,
                   std::vector<ArgumentValue> arguments) {
  const Kernel kernel = emulator.load(object, name);
  Launch launch;
  launch.grid = {groups, 1, 1};
  launch.block = {256, 1, 1};
  launch.host_threads = 2;
  DispatchResult result = emulator.dispatch(kernel, launch, arguments);
  INFO((result.fault ? result.fault->to_string() : std::string()));
  REQUIRE(result.ok());
  return result;
}

}  // namespace

TEST_CASE("LLVM-compiled kernels: scratch, integer division, f64 and f32 math, constant tables and globals, function calls, LDS reversal", "[emu][compiled]") {
  for (const char* name : {"gfx942", "gfx950"}) {
    INFO(name);
    const CodeObject object = CodeObject::parse(compile_llvm_ir(kKernels, TargetId::parse(name)));
    Emulator emulator;
    const uint32_t n = 512;
    Random random(17);
    {
      CHECK(object.kernel("scratch").descriptor.private_segment_fixed_size >= 4096);
      std::vector<uint32_t> start(n);
      for (auto& s : start) s = random.next() % 512;
      const uint64_t out = emulator.memory().allocate(n * 4), idx = upload(emulator, start);
      run(emulator, object, "scratch", n / 256, {ArgumentValue::pointer(out), ArgumentValue::pointer(idx)});
      const auto result = download<uint32_t>(emulator, out, n);
      int bad = 0;
      for (uint32_t i = 0; i < n; ++i) {
        uint32_t expected = 0;
        for (uint32_t k = 0; k < 512; ++k) expected += i * (start[i] + k);
        bad += result[i] != expected;
      }
      CHECK(bad == 0);
    }
    {
      std::vector<int32_t> a(n), b(n);
      for (uint32_t i = 0; i < n; ++i) a[i] = int32_t(random.next()), b[i] = int32_t(1 + random.next() % (i % 2 ? 100 : 100000));
      const uint64_t out = emulator.memory().allocate(n * 12), da = upload(emulator, a), db = upload(emulator, b);
      run(emulator, object, "divide", n / 256, {ArgumentValue::pointer(out), ArgumentValue::pointer(da), ArgumentValue::pointer(db)});
      const auto result = download<int32_t>(emulator, out, n * 3);
      int bad = 0;
      for (uint32_t i = 0; i < n; ++i) {
        bad += result[3 * i] != int32_t(uint32_t(a[i]) / uint32_t(b[i]));
        bad += result[3 * i + 1] != a[i] % b[i];
        bad += result[3 * i + 2] != int32_t((int64_t(a[i]) * 1000003) / int64_t(uint32_t(b[i])));
      }
      CHECK(bad == 0);
    }
    {
      std::vector<double> d(n);
      std::vector<float> f(n);
      for (uint32_t i = 0; i < n; ++i) d[i] = random.uniform(0, 1000), f[i] = random.uniform(-3, 3);
      const uint64_t dd = upload(emulator, d), df = upload(emulator, f);
      run(emulator, object, "math", n / 256, {ArgumentValue::pointer(dd), ArgumentValue::pointer(df)});
      const auto rd = download<double>(emulator, dd, n);
      const auto rf = download<float>(emulator, df, n);
      int bad_double = 0, bad_float = 0;
      for (uint32_t i = 0; i < n; ++i) {
        const double expected = d[i] / 7.0 + std::sqrt(d[i]);
        bad_double += std::fabs(rd[i] - expected) > 4e-16 * std::fabs(expected);
        const double expected_float = std::sin(std::log(std::exp(double(f[i]))));
        bad_float += std::fabs(rf[i] - expected_float) > 2e-6;
      }
      CHECK(bad_double == 0);
      CHECK(bad_float == 0);
    }
    {
      const uint64_t out = emulator.memory().allocate(n * 4);
      run(emulator, object, "call", n / 256, {ArgumentValue::pointer(out)});
      const auto result = download<uint32_t>(emulator, out, n);
      int bad = 0;
      for (uint32_t i = 0; i < n; ++i) bad += result[i] != (((i * 2654435761u) ^ 12345u) >> 7) + i;
      CHECK(bad == 0);
    }
    {
      const uint64_t out = emulator.memory().allocate(n * 4);
      run(emulator, object, "lookup", n / 256, {ArgumentValue::pointer(out)});
      const auto result = download<uint32_t>(emulator, out, n);
      const uint32_t table[8] = {3, 1, 4, 1, 5, 9, 2, 6}, counts[8] = {30, 10, 40, 10, 50, 90, 20, 60};
      int bad = 0;
      for (uint32_t i = 0; i < n; ++i) bad += result[i] != table[i % 8] + counts[i % 8];
      CHECK(bad == 0);
    }
    {
      std::vector<uint32_t> data(n);
      for (auto& v : data) v = random.next();
      const uint64_t dd = upload(emulator, data);
      const DispatchResult result = run(emulator, object, "reverse", n / 256, {ArgumentValue::pointer(dd)});
      const auto reversed = download<uint32_t>(emulator, dd, n);
      int bad = 0;
      for (uint32_t i = 0; i < n; ++i) bad += reversed[i] != data[(i / 256) * 256 + 255 - i % 256];
      CHECK(bad == 0);
      CHECK(result.statistics.instructions[int(InstructionClass::barrier)] > 0);
    }
  }
}
