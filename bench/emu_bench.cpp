// Emulator throughput: emulated wave-instructions per second on the external Triton kernels
// (a VALU/memory-heavy vector add, MFMA-heavy GEMMs, an atomic histogram), with 1 and 2 host
// threads. Prints a table and one JSON line.

#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "emu/emulator.h"
#include "emu/timing/timing.h"
#include "hsaco/code_object.h"

using namespace gfxtile;
using namespace gfxtile::emu;

namespace {

std::vector<uint8_t> read(const std::string& relative) {
  // GFXTILE_SHARED_DIR in the environment overrides the build's path (to run the binary elsewhere).
  const char* shared = std::getenv("GFXTILE_SHARED_DIR");
  const std::string path = std::string(shared ? shared : GFXTILE_SHARED_DIR) + "/data/external-kernels/" + relative;
  std::ifstream file(path, std::ios::binary);
  if (!file) throw std::runtime_error("cannot open " + path);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

struct Case {
  std::string name, file, kernel, kind;
  Launch launch;
  std::vector<uint64_t> buffer_bytes;  // pointer arguments, zero-filled
  std::vector<ArgumentValue> scalars;  // after the pointers
  int trailing_nulls = 2;
};

struct Measurement {
  std::string name, kind;
  int threads;
  double seconds;      // wall clock
  double cpu_seconds;  // process CPU time: the machine may be shared, so this gives per-core speed
  uint64_t wave_instructions;
  double modelled_us = 0;     // the timing model on the target's default machine
  double timed_seconds = 0;   // wall time of the dispatch with the timing model on
  std::string bound;
  double rate() const { return double(wave_instructions) / seconds; }
  double rate_per_core() const { return double(wave_instructions) / cpu_seconds; }
};

double cpu_time() {
  timespec now;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return double(now.tv_sec) + 1e-9 * double(now.tv_nsec);
}

Measurement measure(const Case& c, int threads) {
  Emulator emulator;
  const CodeObject object = CodeObject::parse(read(c.file));
  const Kernel kernel = emulator.load(object, c.kernel);
  std::vector<ArgumentValue> arguments;
  for (uint64_t bytes : c.buffer_bytes) arguments.push_back(ArgumentValue::pointer(emulator.memory().allocate(bytes)));
  for (const auto& s : c.scalars) arguments.push_back(s);
  for (int i = 0; i < c.trailing_nulls; ++i) arguments.push_back(ArgumentValue::pointer(0));
  Launch launch = c.launch;
  launch.host_threads = threads;
  emulator.dispatch(kernel, launch, arguments);  // warm-up
  Measurement best{c.name, c.kind, threads, 1e30, 1e30, 0};
  for (int repeat = 0; repeat < 5; ++repeat) {
    const auto start = std::chrono::steady_clock::now();
    const double cpu_start = cpu_time();
    const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
    const double cpu_seconds = cpu_time() - cpu_start;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!result.ok()) throw std::runtime_error(result.fault->to_string());
    best.wave_instructions = result.statistics.wave_instructions();
    best.seconds = std::min(best.seconds, seconds);
    best.cpu_seconds = std::min(best.cpu_seconds, cpu_seconds);
  }
  // Once more with the timing model: its modelled time, and what recording and modelling cost.
  const auto start = std::chrono::steady_clock::now();
  const timing::TimedDispatch timed = timing::dispatch_timed(emulator, kernel, launch, arguments);
  best.timed_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!timed.dispatch.ok()) throw std::runtime_error(timed.dispatch.fault->to_string());
  best.modelled_us = timed.timing.device_us;
  best.bound = timed.timing.bound;
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string filter = argc > 1 ? argv[1] : "";  // run only kernels whose name contains it
  std::vector<Case> cases;
  {
    Case c{"gfx942 triton_vadd n=1M", "gfx942/triton_vadd.hsaco", "vadd", "VALU/memory", {}, {}, {}};
    const int n = 1 << 20;
    c.launch.grid = {uint32_t(n / 1024), 1, 1};
    c.launch.block = {256, 1, 1};
    c.buffer_bytes = {uint64_t(n) * 4, uint64_t(n) * 4, uint64_t(n) * 4};
    c.scalars = {ArgumentValue::i32(n)};
    cases.push_back(c);
  }
  for (auto [arch, file, kernel, shared] : {std::tuple{"gfx942", "gfx942/triton_gemm_bf16.hsaco", "gemm_bf16", 8192u},
                                            std::tuple{"gfx950", "gfx950/triton_gemm_bf16.hsaco", "gemm_bf16", 8192u},
                                            std::tuple{"gfx942", "gfx942/triton_gemm_fp8fnuz.hsaco", "gemm_fp8", 8192u}}) {
    const int m = 256, n = 256, k = 256;
    Case c{fmt::format("{} {} 256^3", arch, kernel), file, kernel, "MFMA", {}, {}, {}};
    c.launch.grid = {uint32_t(m / 64), uint32_t(n / 64), 1};
    c.launch.block = {256, 1, 1};
    c.launch.dynamic_lds_bytes = shared;
    const uint64_t element = std::string(kernel) == "gemm_fp8" ? 1 : 2;
    c.buffer_bytes = {uint64_t(m) * k * element, uint64_t(k) * n * element, uint64_t(m) * n * 4};
    c.scalars = {ArgumentValue::i32(m), ArgumentValue::i32(n), ArgumentValue::i32(k)};
    cases.push_back(c);
  }
  {
    Case c{"gfx942 triton_histogram_atomic n=256K", "gfx942/triton_histogram_atomic.hsaco", "histogram_atomic", "atomics", {}, {}, {}};
    const int n = 1 << 18;
    c.launch.grid = {uint32_t(n / 512), 1, 1};
    c.launch.block = {256, 1, 1};
    c.launch.dynamic_lds_bytes = 4096;
    c.buffer_bytes = {uint64_t(n) * 4, 64 * 4};
    c.scalars = {ArgumentValue::i32(n)};
    cases.push_back(c);
  }
  std::vector<Measurement> results;
  fmt::print("{:<38} {:<12} {:>7} {:>11} {:>9} {:>9} {:>14} {:>16} {:>10} {:>9} {:<10}\n", "kernel", "kind", "threads",
             "wave-instr", "wall ms", "CPU ms", "wave-instr/s", "per CPU-second", "model us", "timed ms", "bound");
  for (const Case& c : cases)
    for (int threads : {1, 2}) {
      if (!filter.empty() && c.name.find(filter) == std::string::npos) continue;
      const Measurement m = measure(c, threads);
      results.push_back(m);
      fmt::print("{:<38} {:<12} {:>7} {:>11} {:>9.2f} {:>9.2f} {:>12.2f} M {:>14.2f} M {:>10.2f} {:>9.2f} {:<10}\n", m.name,
                 m.kind, m.threads, m.wave_instructions, m.seconds * 1e3, m.cpu_seconds * 1e3, m.rate() / 1e6,
                 m.rate_per_core() / 1e6, m.modelled_us, m.timed_seconds * 1e3, m.bound);
    }
  std::string json = "{\"benchmark\": \"emu\", \"results\": [";
  for (size_t i = 0; i < results.size(); ++i)
    json += fmt::format("{}{{\"kernel\": \"{}\", \"kind\": \"{}\", \"threads\": {}, \"wave_instructions\": {}, \"seconds\": {:.6f}, "
                        "\"cpu_seconds\": {:.6f}, \"wave_instructions_per_second\": {:.0f}, "
                        "\"wave_instructions_per_cpu_second\": {:.0f}, \"modelled_us\": {:.3f}, \"timed_seconds\": {:.6f}, "
                        "\"bound\": \"{}\"}}",
                        i ? ", " : "", results[i].name, results[i].kind, results[i].threads, results[i].wave_instructions,
                        results[i].seconds, results[i].cpu_seconds, results[i].rate(), results[i].rate_per_core(),
                        results[i].modelled_us, results[i].timed_seconds, results[i].bound);
  json += "]}";
  fmt::print("{}\n", json);
  return 0;
}
