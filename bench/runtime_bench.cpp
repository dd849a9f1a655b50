// The runtime's costs, medians: a cold compile (no cache), a memory-cache hit, a disk-cache hit
// (read, verify, parse the code object), and the host launch path (check and pack the arguments
// and submit to the emulator device, not counting execution). Goals: memory hit <= 1 us, disk
// hit <= 2 ms, launch <= 1 us. Prints a table, then one JSON object on the last line.
// The cache lives in a temporary folder, never the user's.

#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "runtime/argument_plan.h"
#include "runtime/cache_key.h"
#include "runtime/device.h"
#include "runtime/emulator_device.h"
#include "examples/ir_sources.h"
#include "runtime/jit.h"
#include "runtime/loaded_kernel.h"

using namespace gfxtile;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// Median over `batches` of the mean time of `per_batch` calls, in microseconds.
template <typename Function>
double microseconds_per_call(int batches, int per_batch, Function&& function) {
  std::vector<double> samples;
  for (int batch = 0; batch < batches; ++batch) {
    const auto start = Clock::now();
    for (int i = 0; i < per_batch; ++i) function();
    samples.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count() / per_batch);
  }
  return median(samples);
}

struct Row {
  std::string name;
  double microseconds;  // negative: not measured
  double goal;          // 0: none
  std::string note;
};

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(3, std::atoi(argv[1])) : 21;
  char pattern[] = "/tmp/gfxtile-runtime-bench-XXXXXX";
  const std::filesystem::path directory = ::mkdtemp(pattern);
  const TargetId target = TargetId::parse("gfx942");
  const KernelSource source = examples::named_kernel("vector_add").source(target);
  std::vector<Row> rows;

  CompilerSettings uncached;
  uncached.memory_cache = uncached.disk_cache = false;
  Compiler cold(uncached);
  rows.push_back({"cold compile (vector_add)", microseconds_per_call(runs, 1, [&] { cold.compile(source, target); }),
                  0, "parse + optimise + codegen + link + parse code object"});

  CompilerSettings cached;
  cached.cache_directory = directory;
  Compiler warm(cached);
  auto compiled = warm.compile(source, target);
  rows.push_back({"memory hit", microseconds_per_call(runs, 2000, [&] { warm.compile(source, target); }), 1.0,
                  fmt::format("{}-byte IR text compared exactly", source.text.size())});
  rows.push_back({"disk hit", microseconds_per_call(runs, 20, [&] {
                    warm.clear_memory();
                    warm.compile(source, target);
                  }),
                  2000.0, "key (SHA-256), read, verify checksum, parse code object"});
  rows.push_back({"cache key (SHA-256)", microseconds_per_call(runs, 200, [&] { warm.key(source, target, {}); }), 0,
                  "part of every miss and disk hit"});

  const auto& metadata = compiled->code_object.kernel("vector_add").metadata;
  const ArgumentPlan plan = ArgumentPlan::build(metadata, target.properties().lds_bytes_per_workgroup);
  std::vector<uint8_t> segment(plan.kernarg_size());
  const LaunchConfig config{.grid = {4}, .block = {256}};
  const std::array<ArgumentValue, 4> values = {to_argument(DevicePointer{0x1000}), to_argument(DevicePointer{0x2000}),
                                               to_argument(DevicePointer{0x3000}), to_argument(int32_t{1024})};
  rows.push_back({"argument pack", microseconds_per_call(runs, 20000, [&] { plan.pack(values, config, segment); }), 0,
                  "check + pack with the plan"});

  if (emulator_available()) {
    auto device = open_emulator_device(target);
    LoadedKernel kernel(*device, compiled);
    auto x = DeviceBuffer(*device, ElementType::f32, {1024}), y = DeviceBuffer(*device, ElementType::f32, {1024}),
         z = DeviceBuffer(*device, ElementType::f32, {1024});
    std::vector<double> samples;
    for (int batch = 0; batch < runs; ++batch) {
      constexpr int kPerBatch = 200;
      const auto start = Clock::now();
      for (int i = 0; i < kPerBatch; ++i) kernel.launch(config, x, y, z, int32_t{1024});
      samples.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count() / kPerBatch);
      device->synchronize();  // execution, outside the timed part
    }
    rows.push_back({"launch (pack + submit)", median(samples), 1.0, "typed arguments to the emulator's queue"});
  } else {
    rows.push_back({"launch (pack + submit)", -1, 1.0, "not measured: this build has no emulator (emu/ not built)"});
  }
  std::filesystem::remove_all(directory);

  fmt::print("gfxtile runtime, medians of {} batches (LLVM {}, target {})\n\n", runs, compiler_llvm_version(),
             target.to_string());
  fmt::print("{:<26} {:>12} {:>10} {:>6}  {}\n", "operation", "time us", "goal us", "met", "what");
  std::string json = fmt::format("{{\"benchmark\":\"runtime\",\"runs\":{},\"results\":[", runs);
  for (size_t i = 0; i < rows.size(); ++i) {
    const Row& row = rows[i];
    const bool measured = row.microseconds >= 0;
    fmt::print("{:<26} {:>12} {:>10} {:>6}  {}\n", row.name, measured ? fmt::format("{:.3f}", row.microseconds) : "-",
               row.goal > 0 ? fmt::format("{:g}", row.goal) : "", row.goal > 0 && measured ? (row.microseconds <= row.goal ? "yes" : "NO") : "",
               row.note);
    json += fmt::format("{}{{\"operation\":\"{}\",\"microseconds\":{},\"goal_microseconds\":{}}}", i ? "," : "",
                        row.name, measured ? fmt::format("{:.4f}", row.microseconds) : "null",
                        row.goal > 0 ? fmt::format("{:g}", row.goal) : "null");
  }
  json += "]}";
  fmt::print("\n{}\n", json);
  return 0;
}
