// Every elementwise op, cast, reduction, scan, conversion, memory op and control-flow form of
// the DSL, run on the emulator and compared with host fp64 (exact where the op is exact).
#include <catch2/catch.hpp>

#include <cmath>
#include <functional>

#include "dsl/dsl.h"
#include "testing/testing.h"
#include <cstring>

using namespace gfxtile;
using namespace gfxtile::testing;

namespace {

constexpr int kBlock = 256;

using Unary = std::function<Tensor(const Tensor&, const Tensor&)>;

// out[i] = f(a[i], b[i]) for i < n, one block of 256 per workgroup.
Kernel map_kernel(const TargetId& target, DType in, DType out, const Unary& f) {
  KernelBuilder k("map", target);
  Tensor a = k.arg("a", in.pointer_to(), true), b = k.arg("b", in.pointer_to(), true);
  Tensor y = k.arg("y", out.pointer_to());
  Tensor n = k.arg<int32_t>("n");
  Layout layout = blocked({kBlock}, {.per_thread = {2}});
  Tensor offsets = program_id(0) * kBlock + arange(kBlock, layout);
  Tensor mask = offsets < n;
  store(y + offsets, f(load(a + offsets, mask, 1.0), load(b + offsets, mask, 1.0)), mask);
  return k.build();
}

// The same map with KernelOptions::packed_f32 (register pairs as <2 x float> operations).
Kernel packed_map_kernel(const TargetId& target, bool packed, const Unary& f) {
  KernelBuilder k("map", target, {.packed_f32 = packed});
  Tensor a = k.arg<const float*>("a"), b = k.arg<const float*>("b");
  Tensor y = k.arg<float*>("y");
  Tensor n = k.arg<int32_t>("n");
  Layout layout = blocked({kBlock}, {.per_thread = {4}});
  Tensor offsets = program_id(0) * kBlock + arange(kBlock, layout);
  Tensor mask = offsets < n;
  store(y + offsets, f(load(a + offsets, mask, 1.0), load(b + offsets, mask, 1.0)), mask);
  return k.build();
}

// Runs a float map kernel on f32 inputs and checks every output against `reference`.
void check_float_map(const std::string& name, const Unary& f, const std::function<double(double, double)>& reference,
                     double tolerance, float low = -4, float high = 4, float b_low = 0.5, float b_high = 4) {
  for (const TargetId& target : emulated_targets()) {
    const Kernel kernel = map_kernel(target, f32, f32, f);
    const int n = 300;
    Random random(7);
    const auto a = random.floats(n, low, high), b = random.floats(n, b_low, b_high);
    EmulatedDevice device;
    const uint64_t y = device.allocate(n * 4);
    REQUIRE_NOTHROW(device.launch(kernel, 2, {pointer(device.upload(a)), pointer(device.upload(b)), pointer(y), integer(n)}));
    const auto result = device.download<float>(y, n);
    for (int i = 0; i < n; ++i) {
      const double expected = reference(a[i], b[i]);
      INFO(name << " on " << target.to_string() << ": a=" << a[i] << " b=" << b[i] << " expected " << expected);
      REQUIRE(std::fabs(result[i] - expected) <= tolerance * std::max(1.0, std::fabs(expected)));
    }
  }
}

}  // namespace

TEST_CASE("float arithmetic and math, accurate and fast", "[dsl][run][ops]") {
  const double exact = 1e-7, accurate = 3e-7, fast = 3e-6;
  check_float_map("add", [](auto a, auto b) { return a + b; }, [](double a, double b) { return double(float(a + b)); }, exact);
  check_float_map("sub", [](auto a, auto b) { return a - b; }, [](double a, double b) { return double(float(a - b)); }, exact);
  check_float_map("mul", [](auto a, auto b) { return a * b; }, [](double a, double b) { return double(float(a * b)); }, exact);
  check_float_map("div", [](auto a, auto b) { return a / b; }, [](double a, double b) { return a / b; }, accurate);
  check_float_map("div fast", [](auto a, auto b) { return divide(a, b, Math::fast); }, [](double a, double b) { return a / b; }, fast);
  check_float_map("rem", [](auto a, auto b) { return a % b; }, [](double a, double b) { return std::fmod(a, b); }, accurate);
  check_float_map("minimum", [](auto a, auto b) { return minimum(a, b); }, [](double a, double b) { return std::min(a, b); }, exact);
  check_float_map("maximum", [](auto a, auto b) { return maximum(a, b); }, [](double a, double b) { return std::max(a, b); }, exact);
  check_float_map("neg", [](auto a, auto) { return -a; }, [](double a, double) { return -a; }, exact);
  check_float_map("abs", [](auto a, auto) { return abs(a); }, [](double a, double) { return std::fabs(a); }, exact);
  check_float_map("fma", [](auto a, auto b) { return fma(a, b, a); }, [](double a, double b) { return a * b + a; }, accurate);
  for (Math mode : {Math::accurate, Math::fast}) {
    const double tolerance = mode == Math::fast ? fast : accurate;
    const std::string suffix = mode == Math::fast ? " fast" : "";
    check_float_map("exp" + suffix, [=](auto a, auto) { return exp(a, mode); }, [](double a, double) { return std::exp(a); }, tolerance);
    check_float_map("exp2" + suffix, [=](auto a, auto) { return exp2(a, mode); }, [](double a, double) { return std::exp2(a); }, tolerance);
    check_float_map("log" + suffix, [=](auto, auto b) { return log(b, mode); }, [](double, double b) { return std::log(b); }, tolerance);
    check_float_map("log2" + suffix, [=](auto, auto b) { return log2(b, mode); }, [](double, double b) { return std::log2(b); }, tolerance);
    check_float_map("sqrt" + suffix, [=](auto, auto b) { return sqrt(b, mode); }, [](double, double b) { return std::sqrt(b); }, tolerance);
    check_float_map("rsqrt" + suffix, [=](auto, auto b) { return rsqrt(b, mode); }, [](double, double b) { return 1 / std::sqrt(b); }, tolerance);
    check_float_map("rcp" + suffix, [=](auto, auto b) { return rcp(b, mode); }, [](double, double b) { return 1 / b; }, tolerance);
    check_float_map("sigmoid" + suffix, [=](auto a, auto) { return sigmoid(a, mode); }, [](double a, double) { return 1 / (1 + std::exp(-a)); }, tolerance);
    check_float_map("silu" + suffix, [=](auto a, auto) { return silu(a, mode); }, [](double a, double) { return a / (1 + std::exp(-a)); }, tolerance);
    check_float_map("tanh" + suffix, [=](auto a, auto) { return tanh(a, mode); }, [](double a, double) { return std::tanh(a); }, tolerance);
  }
  check_float_map("select", [](auto a, auto b) { return select(a < b, a, b * 2.0); }, [](double a, double b) { return a < b ? a : 2 * b; }, exact);
  check_float_map("logic", [](auto a, auto b) { return select((a > 0.0) & !(b > 2.0) | (a < -3.0), 1.0, 0.0); },
                  [](double a, double b) { return (a > 0 && !(b > 2)) || a < -3 ? 1.0 : 0.0; }, exact);
}

TEST_CASE("16-bit float math rounds like the host", "[dsl][run][ops]") {
  for (const TargetId& target : emulated_targets())
    for (DType dtype : {f16, bf16}) {
      const Kernel kernel = map_kernel(target, dtype, dtype, [](auto a, auto b) { return exp(a) * b + a; });
      const int n = 256;
      Random random(3);
      std::vector<uint16_t> a(n), b(n);
      auto encode = [&](float v) { return dtype == bf16 ? to_bf16(v) : to_f16(v); };
      auto decode = [&](uint16_t v) { return dtype == bf16 ? from_bf16(v) : from_f16(v); };
      for (int i = 0; i < n; ++i) a[i] = encode(random.uniform(-2, 2)), b[i] = encode(random.uniform(-2, 2));
      EmulatedDevice device;
      const uint64_t y = device.allocate(n * 2);
      REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(a)), pointer(device.upload(b)), pointer(y), integer(n)}));
      const auto result = device.download<uint16_t>(y, n);
      const double step = dtype == bf16 ? 1.0 / 128 : 1.0 / 1024;  // relative spacing of the format
      for (int i = 0; i < n; ++i) {
        const double x = decode(a[i]), w = decode(b[i]);
        const double expected = std::exp(x) * w + x;
        INFO(dtype.name() << " on " << target.to_string() << " a=" << x << " b=" << w);
        REQUIRE(std::fabs(decode(result[i]) - expected) <= 3 * step * std::max(1.0, std::fabs(expected)));
      }
    }
}

TEST_CASE("integer arithmetic is exact", "[dsl][run][ops]") {
  struct Case {
    const char* name;
    Unary f;
    std::function<int64_t(int64_t, int64_t)> reference;
  };
  const std::vector<Case> cases = {
      {"add", [](auto a, auto b) { return a + b; }, [](int64_t a, int64_t b) { return a + b; }},
      {"sub", [](auto a, auto b) { return a - b; }, [](int64_t a, int64_t b) { return a - b; }},
      {"mul", [](auto a, auto b) { return a * b; }, [](int64_t a, int64_t b) { return a * b; }},
      {"div", [](auto a, auto b) { return a / b; }, [](int64_t a, int64_t b) { return a / b; }},
      {"rem", [](auto a, auto b) { return a % b; }, [](int64_t a, int64_t b) { return a % b; }},
      {"min", [](auto a, auto b) { return minimum(a, b); }, [](int64_t a, int64_t b) { return std::min(a, b); }},
      {"max", [](auto a, auto b) { return maximum(a, b); }, [](int64_t a, int64_t b) { return std::max(a, b); }},
      {"abs neg", [](auto a, auto b) { return abs(a) - (-b); }, [](int64_t a, int64_t b) { return std::abs(a) + b; }},
      {"bits", [](auto a, auto b) { return (a & b) ^ (a | 3); }, [](int64_t a, int64_t b) { return (a & b) ^ (a | 3); }},
      {"compare", [](auto a, auto b) { return select(a <= b, a, b) + select(a == b, 1000, 0) + select(a != b, 1, 2); },
       [](int64_t a, int64_t b) { return (a <= b ? a : b) + (a == b ? 1000 : 0) + (a != b ? 1 : 2); }},
  };
  for (const TargetId& target : emulated_targets())
    for (const auto& test : cases) {
      const Kernel kernel = map_kernel(target, i32, i32, test.f);
      const int n = 500;
      Random random(11);
      auto a = random.integers(n, -1000, 1000), b = random.integers(n, 1, 50);
      for (int i = 0; i < n; i += 7) b[i] = -b[i];
      for (int i = 0; i < n; i += 13) b[i] = a[i];
      EmulatedDevice device;
      const uint64_t y = device.allocate(n * 4);
      REQUIRE_NOTHROW(device.launch(kernel, 2, {pointer(device.upload(a)), pointer(device.upload(b)), pointer(y), integer(n)}));
      const auto result = device.download<int32_t>(y, n);
      for (int i = 0; i < n; ++i) {
        INFO(test.name << " on " << target.to_string() << " a=" << a[i] << " b=" << b[i]);
        REQUIRE(result[i] == test.reference(a[i], b[i]));
      }
    }
}

TEST_CASE("casts round as requested", "[dsl][run][ops]") {
  for (const TargetId& target : emulated_targets()) {
    const int n = 256;
    Random random(5);
    std::vector<float> a = random.floats(n, -300, 300);
    a[0] = 2.5f, a[1] = -2.5f, a[2] = 3.5f, a[3] = 1.00048828125f, a[4] = -7.75f;
    EmulatedDevice device;
    const uint64_t input = device.upload(a);
    auto run = [&](DType out, const Unary& f) {
      const Kernel kernel = map_kernel(target, f32, out, f);
      const uint64_t y = device.allocate(n * 4);
      device.launch(kernel, 1, {pointer(input), pointer(input), pointer(y), integer(n)});
      return y;
    };
    const auto nearest = device.download<int32_t>(run(i32, [](auto x, auto) { return x.to(i32, Rounding::nearest_even); }), n);
    const auto zero = device.download<int32_t>(run(i32, [](auto x, auto) { return x.to(i32); }), n);
    const auto down = device.download<int32_t>(run(i32, [](auto x, auto) { return x.to(i32, Rounding::down); }), n);
    const auto up = device.download<int32_t>(run(i32, [](auto x, auto) { return x.to(i32, Rounding::up); }), n);
    const auto half = device.download<uint16_t>(run(f16, [](auto x, auto) { return x.to(f16); }), n);
    const auto half_zero = device.download<uint16_t>(run(f16, [](auto x, auto) { return x.to(f16, Rounding::toward_zero); }), n);
    const auto brain = device.download<uint16_t>(run(bf16, [](auto x, auto) { return x.to(bf16); }), n);
    const auto brain_zero = device.download<uint16_t>(run(bf16, [](auto x, auto) { return x.to(bf16, Rounding::toward_zero); }), n);
    const auto back = device.download<float>(run(f32, [](auto x, auto) { return x.to(i32).to(f32) + x.to(bf16).to(f32); }), n);
    // The f32 -> bf16 -> f32 round trip alone (lowered as one rounding into a word's upper half).
    const auto rounded = device.download<float>(run(f32, [](auto x, auto) { return (x * 3.0).to(bf16).to(f32); }), n);
    for (int i = 0; i < n; ++i) {
      const double x = a[i];
      INFO(target.to_string() << " x=" << x);
      REQUIRE(nearest[i] == static_cast<int32_t>(std::nearbyint(x)));
      REQUIRE(zero[i] == static_cast<int32_t>(std::trunc(x)));
      REQUIRE(down[i] == static_cast<int32_t>(std::floor(x)));
      REQUIRE(up[i] == static_cast<int32_t>(std::ceil(x)));
      REQUIRE(half[i] == to_f16(a[i]));
      REQUIRE(std::fabs(from_f16(half_zero[i])) <= std::fabs(x));
      REQUIRE(std::fabs(x - from_f16(half_zero[i])) < std::fabs(x) / 1024);
      REQUIRE(brain[i] == to_bf16(a[i]));
      uint32_t bits;
      std::memcpy(&bits, &a[i], 4);
      REQUIRE(brain_zero[i] == static_cast<uint16_t>(bits >> 16));
      REQUIRE(back[i] == float(std::trunc(x) + from_bf16(to_bf16(a[i]))));
      REQUIRE(rounded[i] == from_bf16(to_bf16(a[i] * 3.0f)));
    }
  }
}

TEST_CASE("packed f32 arithmetic gives the per-element results bit for bit", "[dsl][run][ops]") {
  struct Case {
    std::string name;
    Unary f;
    std::function<double(double, double)> reference;  // exact f32 result, or fp64 for the fast forms
    double tolerance;
  };
  const std::vector<Case> cases = {
      {"add", [](auto a, auto b) { return a + b; }, [](double a, double b) { return double(float(a) + float(b)); }, 0},
      {"sub", [](auto a, auto b) { return a - b; }, [](double a, double b) { return double(float(a) - float(b)); }, 0},
      {"mul", [](auto a, auto b) { return a * b; }, [](double a, double b) { return double(float(a) * float(b)); }, 0},
      {"fma", [](auto a, auto b) { return fma(a, b, a); },
       [](double a, double b) { return double(std::fma(float(a), float(b), float(a))); }, 0},
      {"silu fast", [](auto a, auto) { return silu(a, Math::fast); }, [](double a, double) { return a / (1 + std::exp(-a)); }, 3e-6},
      {"sigmoid fast", [](auto a, auto) { return sigmoid(a, Math::fast); }, [](double a, double) { return 1 / (1 + std::exp(-a)); }, 3e-6},
      {"chain", [](auto a, auto b) { return fma(a * b, a - b, silu(a + b, Math::fast)); },
       [](double a, double b) {
         return double(a * b) * (a - b) + (a + b) / (1 + std::exp(-(a + b)));
       }, 3e-6},
  };
  for (const TargetId& target : emulated_targets())
    for (const Case& c : cases) {
      const int n = 1000;  // not a multiple of the block: masked tails
      Random random(11);
      const auto a = random.floats(n, -6, 6), b = random.floats(n, -6, 6);
      std::vector<float> results[2];
      for (bool packed : {false, true}) {
        const Kernel kernel = packed_map_kernel(target, packed, c.f);
        CHECK((kernel.to_text().find("packed_f32") != std::string::npos) == packed);
        EmulatedDevice device;
        const uint64_t y = device.allocate(n * 4);
        REQUIRE_NOTHROW(device.launch(kernel, (n + kBlock - 1) / kBlock,
                                      {pointer(device.upload(a)), pointer(device.upload(b)), pointer(y), integer(n)}));
        results[packed] = device.download<float>(y, n);
      }
      size_t different = 0, far = 0;
      for (int i = 0; i < n; ++i) {
        different += std::memcmp(&results[0][i], &results[1][i], 4) != 0;
        const double expected = c.reference(a[i], b[i]);
        far += std::fabs(results[1][i] - expected) > c.tolerance * std::max(1.0, std::fabs(expected));
      }
      INFO(c.name << " on " << target.to_string());
      CHECK(different == 0);
      CHECK(far == 0);
    }
}
