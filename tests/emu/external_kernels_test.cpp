// The Triton/Gluon code objects in ../shared/data/external-kernels against host references.

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "examples/ir_kernels.h"
#include "lowering/codegen.h"
#include "tests/emu/test_support.h"

using namespace gfxtile;
using namespace gfxtile::emu;
using namespace gfxtile::emu::testing;

namespace {

void check_triton_vadd(const std::string& file, int host_threads) {
  Emulator emulator;
  const CodeObject object = external_kernel(file);
  const Kernel kernel = emulator.load(object, "vadd");
  const int n = 5000;  // not a multiple of BLOCK = 1024
  Random random(7);
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) x[i] = random.uniform(-10, 10), y[i] = random.uniform(-10, 10);
  const uint64_t dx = upload(emulator, x), dy = upload(emulator, y);
  const uint64_t dz = emulator.memory().allocate(n * sizeof(float));
  Launch launch;
  launch.grid = {uint32_t((n + 1023) / 1024), 1, 1};
  launch.block = {256, 1, 1};
  launch.host_threads = host_threads;
  const std::vector<ArgumentValue> arguments = {ArgumentValue::pointer(dx), ArgumentValue::pointer(dy), ArgumentValue::pointer(dz),
                                                ArgumentValue::i32(n), ArgumentValue::pointer(0), ArgumentValue::pointer(0)};
  const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
  INFO((result.fault ? result.fault->to_string() : std::string()));
  REQUIRE(result.ok());
  const auto z = download<float>(emulator, dz, n);
  int mismatches = 0;
  for (int i = 0; i < n; ++i) mismatches += z[i] != x[i] + y[i];
  CHECK(mismatches == 0);
  CHECK(result.statistics.global_bytes_written == uint64_t(n) * 4);
  CHECK(result.statistics.global_bytes_read == uint64_t(n) * 8);
}

}  // namespace

TEST_CASE("external gfx942 triton_vadd matches host addition exactly", "[emu][external]") {
  check_triton_vadd("gfx942/triton_vadd.hsaco", 1);
  check_triton_vadd("gfx942/triton_vadd.hsaco", 2);
}

TEST_CASE("external gfx950 triton_vadd matches host addition exactly", "[emu][external]") {
  check_triton_vadd("gfx950/triton_vadd.hsaco", 1);
}

namespace {

// Independent decoders for the test's reference (not the emulator's numeric.h).
double bf16_value(uint16_t bits) {
  uint32_t word = uint32_t(bits) << 16;
  float value;
  std::memcpy(&value, &word, 4);
  return value;
}
uint16_t bf16_bits_truncated(float value) {
  uint32_t word;
  std::memcpy(&word, &value, 4);
  return uint16_t(word >> 16);
}
// e4m3: FNUZ has bias 8 and no infinities/negative zero; OCP E4M3FN has bias 7.
double e4m3_value(uint8_t bits, bool fnuz) {
  const int bias = fnuz ? 8 : 7;
  const int exponent = (bits >> 3) & 15, mantissa = bits & 7;
  const double magnitude = exponent == 0 ? std::ldexp(mantissa / 8.0, 1 - bias) : std::ldexp(1 + mantissa / 8.0, exponent - bias);
  return (bits & 0x80) ? -magnitude : magnitude;
}

enum class GemmInput { bf16, fp8_fnuz, fp8_ocp };

uint32_t shared_bytes_of(const std::string& json_path) {
  const auto bytes = read_binary(json_path);
  const std::string text(bytes.begin(), bytes.end());
  const size_t key = text.find("\"shared\"");
  REQUIRE(key != std::string::npos);
  return uint32_t(std::stoul(text.substr(text.find(':', key) + 1)));
}

// Where a Triton GEMM comes from: ../shared/data/external-kernels (gfx942, gfx950) or the
// project's tests/data/triton (gfx1250, generate_gemm.py; 4 waves of 32, no matrix unit).
struct GemmSource {
  std::string file;
  bool project_data = false;
};

void check_triton_gemm(const GemmSource& source, const std::string& name, GemmInput input, int m, int n, int k) {
  Emulator emulator;
  const std::string file = source.file;
  const std::string json_path = std::string(GFXTILE_SOURCE_DIR) + "/tests/data/triton/" +
                                file.substr(0, file.size() - 6) + ".json";
  const CodeObject object = source.project_data
                                ? CodeObject::parse(read_binary(std::string(GFXTILE_SOURCE_DIR) + "/tests/data/triton/" + file))
                                : external_kernel(file);
  const bool wave32 = object.target().properties().wave_size == 32;
  const Kernel kernel = emulator.load(object, name);
  Random random(11);
  std::vector<double> a(size_t(m) * k), b(size_t(k) * n);
  uint64_t da, db;
  if (input == GemmInput::bf16) {
    std::vector<uint16_t> ha(a.size()), hb(b.size());
    for (size_t i = 0; i < ha.size(); ++i) ha[i] = bf16_bits_truncated(random.uniform(-1, 1)), a[i] = bf16_value(ha[i]);
    for (size_t i = 0; i < hb.size(); ++i) hb[i] = bf16_bits_truncated(random.uniform(-1, 1)), b[i] = bf16_value(hb[i]);
    da = upload(emulator, ha), db = upload(emulator, hb);
  } else {
    const bool fnuz = input == GemmInput::fp8_fnuz;
    auto draw = [&] {
      // Exponent field 4..10 keeps magnitudes moderate and avoids the NaN encodings.
      const uint8_t sign = random.next() & 0x80, exponent = uint8_t(4 + random.next() % 7), mantissa = random.next() & 7;
      return uint8_t(sign | exponent << 3 | mantissa);
    };
    std::vector<uint8_t> ha(a.size()), hb(b.size());
    for (size_t i = 0; i < ha.size(); ++i) ha[i] = draw(), a[i] = e4m3_value(ha[i], fnuz);
    for (size_t i = 0; i < hb.size(); ++i) hb[i] = draw(), b[i] = e4m3_value(hb[i], fnuz);
    da = upload(emulator, ha), db = upload(emulator, hb);
  }
  const uint64_t dc = emulator.memory().allocate(size_t(m) * n * 4);
  Launch launch;
  launch.grid = {uint32_t((m + 63) / 64), uint32_t((n + 63) / 64), 1};
  launch.block = {wave32 ? 128u : 256u, 1, 1};
  launch.dynamic_lds_bytes = source.project_data ? shared_bytes_of(json_path) : external_shared_bytes(file);
  launch.host_threads = 2;
  launch.check_hazards = true;
  const std::vector<ArgumentValue> arguments = {ArgumentValue::pointer(da), ArgumentValue::pointer(db), ArgumentValue::pointer(dc),
                                                ArgumentValue::i32(m), ArgumentValue::i32(n), ArgumentValue::i32(k),
                                                ArgumentValue::pointer(0), ArgumentValue::pointer(0)};
  const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
  INFO((result.fault ? result.fault->to_string() : std::string()));
  REQUIRE(result.ok());
  const auto c = download<float>(emulator, dc, size_t(m) * n);
  int bad = 0;
  double worst = 0;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      double reference = 0, scale = 0;
      for (int kk = 0; kk < k; ++kk) {
        reference += a[size_t(i) * k + kk] * b[size_t(kk) * n + j];
        scale += std::fabs(a[size_t(i) * k + kk] * b[size_t(kk) * n + j]);
      }
      const double error = std::fabs(c[size_t(i) * n + j] - reference);
      worst = std::max(worst, error / (scale + 1e-30));
      if (error > 1e-5 * scale + 1e-6) ++bad;
    }
  INFO("worst relative error " << worst);
  CHECK(bad == 0);
  // Triton 3.6's tl.dot on gfx1250 does not reach WMMA (it emits v_pk_fma_f32).
  if (!wave32) CHECK(result.statistics.mfma_flops > 0);
}

}  // namespace

TEST_CASE("external gfx942 triton_gemm_bf16 matches an fp64 GEMM", "[emu][external][gemm]") {
  check_triton_gemm({"gfx942/triton_gemm_bf16.hsaco"}, "gemm_bf16", GemmInput::bf16, 100, 70, 96);
}
TEST_CASE("external gfx950 triton_gemm_bf16 matches an fp64 GEMM", "[emu][external][gemm]") {
  check_triton_gemm({"gfx950/triton_gemm_bf16.hsaco"}, "gemm_bf16", GemmInput::bf16, 100, 70, 96);
}
TEST_CASE("external gfx942 triton_gemm_fp8fnuz matches an fp64 GEMM", "[emu][external][gemm]") {
  check_triton_gemm({"gfx942/triton_gemm_fp8fnuz.hsaco"}, "gemm_fp8", GemmInput::fp8_fnuz, 90, 77, 128);
}
TEST_CASE("external gfx950 triton_gemm_fp8 matches an fp64 GEMM", "[emu][external][gemm]") {
  check_triton_gemm({"gfx950/triton_gemm_fp8.hsaco"}, "gemm_fp8", GemmInput::fp8_ocp, 90, 77, 128);
}

TEST_CASE("project gfx1250 triton_gemm_bf16 matches an fp64 GEMM", "[emu][external][gemm]") {
  check_triton_gemm({"gfx1250/triton_gemm_bf16.hsaco", true}, "gemm_bf16", GemmInput::bf16, 100, 70, 96);
}
TEST_CASE("project gfx1250 triton_gemm_fp8 matches an fp64 GEMM", "[emu][external][gemm]") {
  check_triton_gemm({"gfx1250/triton_gemm_fp8.hsaco", true}, "gemm_fp8", GemmInput::fp8_ocp, 90, 77, 128);
}

TEST_CASE("external gfx950 gluon_gemm_mfma matches an fp64 32x32 product", "[emu][external][gemm]") {
  Emulator emulator;
  const CodeObject object = external_kernel("gfx950/gluon_gemm_mfma.hsaco");
  const Kernel kernel = emulator.load(object, "gemm_mfma_gfx950");
  Random random(5);
  std::vector<uint16_t> ha(32 * 32), hb(32 * 32);
  for (auto& v : ha) v = bf16_bits_truncated(random.uniform(-2, 2));
  for (auto& v : hb) v = bf16_bits_truncated(random.uniform(-2, 2));
  const uint64_t da = upload(emulator, ha), db = upload(emulator, hb), dc = emulator.memory().allocate(32 * 32 * 4);
  Launch launch;
  launch.block = {256, 1, 1};
  launch.dynamic_lds_bytes = external_shared_bytes("gfx950/gluon_gemm_mfma.hsaco");
  const DispatchResult result = emulator.dispatch(kernel, launch,
      std::vector<ArgumentValue>{ArgumentValue::pointer(da), ArgumentValue::pointer(db), ArgumentValue::pointer(dc),
                                 ArgumentValue::pointer(0), ArgumentValue::pointer(0)});
  INFO((result.fault ? result.fault->to_string() : std::string()));
  REQUIRE(result.ok());
  const auto c = download<float>(emulator, dc, 32 * 32);
  int bad = 0;
  for (int i = 0; i < 32; ++i)
    for (int j = 0; j < 32; ++j) {
      double reference = 0, scale = 0;
      for (int kk = 0; kk < 32; ++kk) {
        reference += bf16_value(ha[i * 32 + kk]) * bf16_value(hb[kk * 32 + j]);
        scale += std::fabs(bf16_value(ha[i * 32 + kk]) * bf16_value(hb[kk * 32 + j]));
      }
      if (std::fabs(c[i * 32 + j] - reference) > 1e-5 * scale + 1e-6) ++bad;
    }
  CHECK(bad == 0);
}

TEST_CASE("external gfx942 triton_histogram_atomic counts exactly", "[emu][external]") {
  Emulator emulator;
  const CodeObject object = external_kernel("gfx942/triton_histogram_atomic.hsaco");
  const Kernel kernel = emulator.load(object, "histogram_atomic");
  const int n = 3000;  // not a multiple of BLOCK = 512
  Random random(3);
  std::vector<int32_t> x(n);
  std::vector<int32_t> expected(64, 0);
  for (auto& v : x) v = int32_t(random.next() % 100000), ++expected[v % 64];
  const uint64_t dx = upload(emulator, x), dh = upload(emulator, std::vector<int32_t>(64, 0));
  Launch launch;
  launch.grid = {uint32_t((n + 511) / 512), 1, 1};
  launch.block = {256, 1, 1};
  launch.dynamic_lds_bytes = external_shared_bytes("gfx942/triton_histogram_atomic.hsaco");
  launch.host_threads = 2;
  const DispatchResult result = emulator.dispatch(kernel, launch,
      std::vector<ArgumentValue>{ArgumentValue::pointer(dx), ArgumentValue::pointer(dh), ArgumentValue::i32(n),
                                 ArgumentValue::pointer(0), ArgumentValue::pointer(0)});
  INFO((result.fault ? result.fault->to_string() : std::string()));
  REQUIRE(result.ok());
  CHECK(download<int32_t>(emulator, dh, 64) == expected);
}

TEST_CASE("examples::make_vector_add compiled for gfx942 and gfx950 matches host addition", "[emu][example]") {
  for (const char* name : {"gfx942", "gfx950"}) {
    INFO(name);
    const TargetId target = TargetId::parse(name);
    llvm::LLVMContext context;
    auto module = examples::make_vector_add(context);
    const CodeObject object = CodeObject::parse(compile_module(*module, target));
    Emulator emulator;
    const Kernel kernel = emulator.load(object, "vector_add");
    const int n = 1000;  // the last workgroup is partly idle
    Random random(13);
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) x[i] = random.uniform(-100, 100), y[i] = random.uniform(-1, 1);
    const uint64_t dx = upload(emulator, x), dy = upload(emulator, y), dz = emulator.memory().allocate(n * 4);
    Launch launch;
    launch.grid = {uint32_t((n + 255) / 256), 1, 1};
    launch.block = {256, 1, 1};
    const DispatchResult result = emulator.dispatch(kernel, launch,
        std::vector<ArgumentValue>{ArgumentValue::pointer(dx), ArgumentValue::pointer(dy), ArgumentValue::pointer(dz), ArgumentValue::i32(n)});
    INFO((result.fault ? result.fault->to_string() : std::string()));
    REQUIRE(result.ok());
    const auto z = download<float>(emulator, dz, n);
    int mismatches = 0;
    for (int i = 0; i < n; ++i) mismatches += z[i] != x[i] + y[i];
    CHECK(mismatches == 0);
  }
}
