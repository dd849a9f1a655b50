#include "tests/dsl/run_support.h"

#include <cmath>
#include <cstdlib>

#include <catch2/catch.hpp>

#include "core/error.h"
#include "hsaco/code_object.h"
#include "lowering/tile/compile.h"

namespace gfxtile::testing {

std::vector<TargetId> emulated_targets() {
  std::vector<TargetId> result = {TargetId::parse("gfx942"), TargetId::parse("gfx950")};
  // gfx1250 too, unless GFXTILE_TEST_GFX1250=0 (the emulator's gfx1250 support is the newest;
  // instructions it lacks make a case warn and skip rather than fail).
  const char* flag = std::getenv("GFXTILE_TEST_GFX1250");
  if (!flag || std::string(flag) != "0") result.push_back(TargetId::parse("gfx1250"));
  return result;
}

std::string Device::run(const Kernel& kernel, uint32_t grid, const std::vector<emu::ArgumentValue>& arguments,
                        uint32_t grid_y) {
  CodeObject object = CodeObject::parse(compile_kernel(kernel));
  emu::Kernel loaded = emulator_.load(object, kernel.name);
  emu::Launch launch;
  launch.grid = {grid, grid_y, 1};
  launch.block = {static_cast<uint32_t>(kernel.workgroup_size()), 1, 1};
  launch.check_hazards = check_hazards;
  emu::DispatchResult result = emulator_.dispatch(loaded, launch, arguments);
  last_statistics = result.statistics;
  return result.ok() ? std::string() : result.fault->to_string();
}

bool Device::launch(const Kernel& kernel, uint32_t grid, const std::vector<emu::ArgumentValue>& arguments,
                    uint32_t grid_y) {
  std::string fault;
  try {
    fault = run(kernel, grid, arguments, grid_y);
  } catch (const Error& error) {
    const std::string message = error.what();
    if (message.find("unsupported instruction") == std::string::npos) throw;
    WARN("emulator gap, case skipped: " << message);
    return false;
  }
  INFO(kernel.name << " on " << kernel.target.to_string());
  REQUIRE(fault == "");
  return true;
}

uint16_t to_bf16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  if (std::isnan(value)) return 0x7FC0;
  bits += 0x7FFF + ((bits >> 16) & 1);
  return static_cast<uint16_t>(bits >> 16);
}

float from_bf16(uint16_t bits) {
  const uint32_t wide = static_cast<uint32_t>(bits) << 16;
  float value;
  std::memcpy(&value, &wide, 4);
  return value;
}

float from_f16(uint16_t bits) {
  const int sign = bits >> 15, exponent = (bits >> 10) & 0x1F, mantissa = bits & 0x3FF;
  double magnitude;
  if (exponent == 0) magnitude = std::ldexp(mantissa, -24);
  else if (exponent == 31) magnitude = mantissa ? NAN : INFINITY;
  else magnitude = std::ldexp(1024 + mantissa, exponent - 25);
  return static_cast<float>(sign ? -magnitude : magnitude);
}

uint16_t to_f16(float value) {
  // Nearest even by search over the neighbours of a truncated estimate: slow but obviously right.
  if (std::isnan(value)) return 0x7E00;
  const uint16_t sign = std::signbit(value) ? 0x8000 : 0;
  const double magnitude = std::fabs(static_cast<double>(value));
  uint16_t best = 0;
  double best_error = INFINITY;
  for (uint32_t candidate = 0; candidate <= 0x7C00; ++candidate) {
    const double error = std::fabs(from_f16(static_cast<uint16_t>(candidate)) - magnitude);
    if (error < best_error || (error == best_error && (candidate & 1) == 0)) best = static_cast<uint16_t>(candidate), best_error = error;
  }
  return sign | best;
}

}  // namespace gfxtile::testing
