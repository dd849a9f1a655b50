// One program on one target: build through the DSL, compile, run on the emulator, compare with
// the interval reference. Inputs and outputs are encoded and decoded here (not with
// gfxtile::testing's conversions) so the reference path shares no code with gfxtile.
#include <cmath>
#include <cstring>
#include <random>
#include <regex>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/dsl.h"
#include "testing/emulated_device.h"
#include "tests/fuzz/dsl/dsl_generator.h"

namespace gfxtile::dslgen {
namespace {

// Exact encodings of values the inputs hold (representable by construction).
uint16_t bf16_bits(double value) {
  const float f = static_cast<float>(value);
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  return static_cast<uint16_t>(bits >> 16);
}
uint16_t f16_bits(double value) {
  if (value == 0) return std::signbit(value) ? 0x8000 : 0;
  const uint16_t sign = value < 0 ? 0x8000 : 0;
  const double magnitude = std::fabs(value);
  int exponent;
  std::frexp(magnitude, &exponent);  // magnitude = m 2^exponent, m in [0.5, 1)
  const int biased = exponent - 1 + 15;
  if (biased <= 0) return sign | static_cast<uint16_t>(magnitude / std::ldexp(1.0, -24));  // subnormal
  const double fraction = magnitude / std::ldexp(1.0, exponent - 1) - 1;                 // in [0, 1)
  return sign | static_cast<uint16_t>(biased << 10) | static_cast<uint16_t>(fraction * 1024);
}
double from_bf16_bits(uint16_t bits) {
  const uint32_t word = static_cast<uint32_t>(bits) << 16;
  float f;
  std::memcpy(&f, &word, 4);
  return f;
}
double from_f16_bits(uint16_t bits) {
  const int exponent = (bits >> 10) & 31, fraction = bits & 1023;
  const double sign = bits & 0x8000 ? -1 : 1;
  if (exponent == 31) return fraction ? NAN : sign * INFINITY;
  if (exponent == 0) return sign * std::ldexp(fraction, -24);
  return sign * std::ldexp(1024 + fraction, exponent - 25);
}

// Untouched output elements keep these (NaNs for the floats): a store past `n` shows up.
constexpr uint32_t kSentinel32 = 0x7fbadbad;
constexpr uint16_t kSentinel16 = 0x7dad;

size_t element_bytes(Type type) { return type == Type::f32 || type == Type::i32 ? 4 : 2; }

bool names_generator_line(const std::string& message) {
  static const std::regex line(R"(dsl_generator\.cpp:[0-9]+)");
  return std::regex_search(message, line);
}

}  // namespace

Inputs make_inputs(const Program& program) {
  std::mt19937_64 engine(program.seed * 0x9e3779b97f4a7c15ull + 1);
  auto below = [&](int n) { return static_cast<int>(engine() % static_cast<uint64_t>(n)); };
  Inputs inputs;
  const int64_t total = 2 * program.tile_elements();
  for (Type type : program.inputs) {
    std::vector<double> values(total);
    for (double& value : values) {
      const double sign = below(2) ? -1.0 : 1.0;
      switch (type) {
        case Type::f32: value = std::ldexp(below(1 << 21), -20) * (below(2) ? -1 : 1); break;  // |x| < 2, 21 bits
        case Type::bf16: value = sign * std::ldexp(128 + below(128), -7 - below(7)); break;     // 8 bits, [2^-6, 2)
        case Type::f16: value = sign * std::ldexp(1024 + below(1024), -10 - below(7)); break;   // 11 bits
        case Type::i32: value = below(101) - 50; break;
      }
      if (below(16) == 0) value = below(5) - 2;  // a few small integers: ties, zeros, equal elements
    }
    inputs.values.push_back(std::move(values));
  }
  return inputs;
}

Outcome check(const Program& program, const TargetId& target) {
  Outcome outcome;
  try {
    Kernel kernel;
    try {
      kernel = build(program, target);
    } catch (const Error& error) {
      outcome.kind = names_generator_line(error.what()) ? Outcome::rejected : Outcome::crash;
      outcome.message = fmt::format("build: {}", error.what());
      return outcome;
    }
    const Inputs inputs = make_inputs(program);
    const int64_t total = 2 * program.tile_elements();
    testing::EmulatedDevice device;
    std::vector<emu::ArgumentValue> arguments;
    for (size_t i = 0; i < program.inputs.size(); ++i) {
      const std::vector<double>& values = inputs.values[i];
      uint64_t address = 0;
      switch (program.inputs[i]) {
        case Type::f32: address = device.upload(std::vector<float>(values.begin(), values.end())); break;
        case Type::i32: address = device.upload(std::vector<int32_t>(values.begin(), values.end())); break;
        case Type::bf16:
        case Type::f16: {
          std::vector<uint16_t> bits;
          for (double value : values) bits.push_back(program.inputs[i] == Type::bf16 ? bf16_bits(value) : f16_bits(value));
          address = device.upload(bits);
          break;
        }
      }
      arguments.push_back(testing::pointer(address));
    }
    std::vector<uint64_t> outputs;
    for (int index : program.outputs) {
      const Type type = program.steps[index].type;
      const uint64_t address = element_bytes(type) == 4 ? device.upload(std::vector<uint32_t>(total, kSentinel32))
                                                        : device.upload(std::vector<uint16_t>(total, kSentinel16));
      outputs.push_back(address);
      arguments.push_back(testing::pointer(address));
    }
    arguments.push_back(testing::integer(static_cast<int32_t>(program.n)));
    arguments.push_back(testing::integer(program.trips));
    arguments.push_back(testing::integer(program.flag));

    std::string fault;
    try {
      fault = device.run(kernel, 2, arguments);
    } catch (const Error& error) {
      // The kernel-level refusals name the kernel and target (spills, LDS capacity); the rest
      // must name the author's line.
      const std::string message = error.what();
      const bool kernel_level = message.find("spill") != std::string::npos || message.find("LDS") != std::string::npos;
      outcome.kind = names_generator_line(message) || kernel_level ? Outcome::rejected : Outcome::crash;
      outcome.message = fmt::format("compile: {}", message);
      return outcome;
    }
    if (!fault.empty()) {
      outcome.kind = Outcome::crash;
      outcome.message = fmt::format("emulator fault: {}", fault);
      return outcome;
    }

    const std::vector<std::vector<Interval>> reference = evaluate(program, inputs);
    for (size_t o = 0; o < program.outputs.size(); ++o) {
      const Type type = program.steps[program.outputs[o]].type;
      std::vector<double> result(total);
      std::vector<bool> untouched(total);
      if (element_bytes(type) == 4) {
        const auto words = device.download<uint32_t>(outputs[o], total);
        for (int64_t g = 0; g < total; ++g) {
          untouched[g] = words[g] == kSentinel32;
          if (type == Type::i32) {
            result[g] = static_cast<int32_t>(words[g]);
          } else {
            float f;
            std::memcpy(&f, &words[g], 4);
            result[g] = f;
          }
        }
      } else {
        const auto halves = device.download<uint16_t>(outputs[o], total);
        for (int64_t g = 0; g < total; ++g) {
          untouched[g] = halves[g] == kSentinel16;
          result[g] = type == Type::bf16 ? from_bf16_bits(halves[g]) : from_f16_bits(halves[g]);
        }
      }
      for (int64_t g = 0; g < total; ++g) {
        const Interval& expected = reference[o][g];
        std::string problem;
        if (g >= program.n) {
          if (!untouched[g]) problem = "written past n";
        } else if (!expected.known) {
          ++outcome.unchecked;  // the generator's bounds keep this from happening; counted if it does
          continue;
        } else if (!(result[g] >= expected.lo && result[g] <= expected.hi)) {
          problem = fmt::format("{:.9g} not in [{:.9g}, {:.9g}]", result[g], expected.lo, expected.hi);
        }
        if (!problem.empty()) {
          outcome.kind = Outcome::mismatch;
          outcome.message = fmt::format("output {} (%{}, {}) element {} (tile {}, index {}): {}", o, program.outputs[o],
                                        type_name(type), g, g / program.tile_elements(), g % program.tile_elements(),
                                        problem);
          return outcome;
        }
        ++outcome.checked;
      }
    }
  } catch (const std::exception& error) {
    outcome.kind = Outcome::crash;
    outcome.message = fmt::format("unexpected exception: {}", error.what());
  }
  return outcome;
}

}  // namespace gfxtile::dslgen
