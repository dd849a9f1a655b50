// The DSL examples: time to build the tile IR and to compile it to .hsaco (no cache; medians of
// several runs) per example and target, and the emulator's wave-instructions per output element
// for softmax and RMSNorm. Prints tables, then one JSON object on the last line.

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "emu/emulator.h"
#include "emu/timing/timing.h"
#include "examples/dsl/support.h"
#include "hsaco/code_object.h"
#include "lowering/tile/compile.h"

using namespace gfxtile;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

double milliseconds_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Runs a row kernel (x, [w], y, n, [eps]) over `rows` rows of `n` elements; returns the
// wave-instructions the emulator executed and the timing model's time on the target's default
// machine.
struct RowRun {
  uint64_t instructions;
  double modelled_us;
};
RowRun row_instructions(const Kernel& kernel, int rows, int n, bool bf16_weights) {
  CodeObject object = CodeObject::parse(compile_kernel(kernel));
  emu::Emulator emulator;
  emu::Kernel loaded = emulator.load(object, kernel.name);
  const size_t element = bf16_weights ? 2 : 4;
  const uint64_t x = emulator.memory().allocate(rows * n * element), y = emulator.memory().allocate(rows * n * element);
  std::vector<emu::ArgumentValue> arguments = {emu::ArgumentValue::pointer(x)};
  if (bf16_weights) {
    const uint64_t w = emulator.memory().allocate(n * element);
    arguments.push_back(emu::ArgumentValue::pointer(w));
  }
  arguments.push_back(emu::ArgumentValue::pointer(y));
  arguments.push_back(emu::ArgumentValue::i32(n));
  if (bf16_weights) arguments.push_back(emu::ArgumentValue::f32(1e-6f));
  emu::Launch launch;
  launch.grid = {static_cast<uint32_t>(rows), 1, 1};
  launch.block = {static_cast<uint32_t>(kernel.workgroup_size()), 1, 1};
  const emu::timing::TimedDispatch timed = emu::timing::dispatch_timed(emulator, loaded, launch, arguments);
  if (!timed.dispatch.ok()) throw Error(timed.dispatch.fault->to_string());
  return {timed.dispatch.statistics.wave_instructions(), timed.timing.device_us};
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  std::string json = "{\"benchmark\":\"dsl\",\"runs\":" + std::to_string(runs) + ",\"compile\":[";
  fmt::print("DSL examples: build (C++ -> tile IR) and compile (tile IR -> .hsaco), median of {} runs\n\n", runs);
  fmt::print("{:<12} {:<8} {:>10} {:>12} {:>10} {:>6} {:>6}\n", "example", "target", "build ms", "compile ms", "total ms",
             "vgprs", "sgprs");
  bool first = true;
  for (const auto& example : examples::dsl_examples())
    for (const TargetProperties& properties : supported_targets()) {
      if (!example.runs_on(properties)) continue;
      const TargetId target{.architecture = properties.architecture};
      std::vector<double> build_times, compile_times;
      uint64_t vgprs = 0, sgprs = 0;
      for (int run = 0; run < runs; ++run) {
        const auto start = Clock::now();
        const Kernel kernel = example.build(target);
        build_times.push_back(milliseconds_since(start));
        const auto compile_start = Clock::now();
        const std::vector<uint8_t> bytes = compile_kernel(kernel);
        compile_times.push_back(milliseconds_since(compile_start));
        const auto& metadata = CodeObject::parse(bytes).kernel(kernel.name).metadata;
        vgprs = metadata.vgpr_count, sgprs = metadata.sgpr_count;
      }
      const double build = median(build_times), compile = median(compile_times);
      fmt::print("{:<12} {:<8} {:>10.2f} {:>12.1f} {:>10.1f} {:>6} {:>6}\n", example.name, properties.name, build, compile,
                 build + compile, vgprs, sgprs);
      json += fmt::format("{}{{\"example\":\"{}\",\"target\":\"{}\",\"build_ms\":{:.3f},\"compile_ms\":{:.2f},"
                          "\"vgprs\":{},\"sgprs\":{}}}",
                          first ? "" : ",", example.name, properties.name, build, compile, vgprs, sgprs);
      first = false;
    }
  json += "],\"emulator\":[";
  fmt::print("\nemulator wave-instructions per output element (4 rows)\n\n");
  fmt::print("{:<12} {:<8} {:>6} {:>14} {:>12} {:>10}\n", "example", "target", "n", "instructions", "per element",
             "model us");
  first = true;
  for (const char* name : {"softmax", "rms_norm"})
    for (const char* target_name : {"gfx942", "gfx950"})
      for (int n : {1024, 1000}) {
        const TargetId target = TargetId::parse(target_name);
        const bool rms = std::string(name) == "rms_norm";
        const Kernel kernel = rms ? examples::rms_norm(target) : examples::softmax(target);
        const int rows = 4;
        const RowRun run = row_instructions(kernel, rows, n, rms);
        const double per_element = double(run.instructions) / (rows * n);
        fmt::print("{:<12} {:<8} {:>6} {:>14} {:>12.3f} {:>10.2f}\n", name, target_name, n, run.instructions, per_element,
                   run.modelled_us);
        json += fmt::format("{}{{\"example\":\"{}\",\"target\":\"{}\",\"n\":{},\"wave_instructions\":{},"
                            "\"per_element\":{:.4f},\"modelled_us\":{:.3f}}}",
                            first ? "" : ",", name, target_name, n, run.instructions, per_element, run.modelled_us);
        first = false;
      }
  fmt::print("{}]}}\n", json);
  return 0;
}
