// gfx1250 emulator throughput: emulated wave-instructions per second on the external gfx1250
// Triton/Gluon kernels (vector add, tensor data mover, async copies, WMMA), with hazard
// checking off and on, 1 and 2 host threads. Prints a table and one JSON line.
// Usage: ./bench/emu_gfx1250_bench [name filter]

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iterator>
#include <stdexcept>
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
  const std::string path = std::string(GFXTILE_SHARED_DIR) + "/data/external-kernels/" + relative;
  std::ifstream file(path, std::ios::binary);
  if (!file) throw std::runtime_error("cannot open " + path);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

struct Case {
  std::string name, file, kernel, kind;
  Launch launch;
  std::vector<uint64_t> buffer_bytes;  // pointer arguments, zero-filled
  std::vector<ArgumentValue> scalars;  // after the pointers
  int dispatches = 1;                  // per measurement (small kernels run many times)
};

struct Measurement {
  std::string name, kind;
  int threads;
  bool hazards;
  double seconds, cpu_seconds;
  uint64_t wave_instructions;
  double modelled_us = 0;  // the timing model on the cdna5 machine (one dispatch)
  double rate() const { return double(wave_instructions) / seconds; }
  double rate_per_core() const { return double(wave_instructions) / cpu_seconds; }
};

double cpu_time() {
  timespec now;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return double(now.tv_sec) + 1e-9 * double(now.tv_nsec);
}

Measurement measure(const Case& c, int threads, bool hazards) {
  Emulator emulator;
  const CodeObject object = CodeObject::parse(read(c.file));
  const Kernel kernel = emulator.load(object, c.kernel);
  std::vector<ArgumentValue> arguments;
  for (uint64_t bytes : c.buffer_bytes) arguments.push_back(ArgumentValue::pointer(emulator.memory().allocate(bytes)));
  for (const auto& s : c.scalars) arguments.push_back(s);
  arguments.push_back(ArgumentValue::pointer(0));
  arguments.push_back(ArgumentValue::pointer(0));
  Launch launch = c.launch;
  launch.host_threads = threads;
  launch.check_hazards = hazards;
  emulator.dispatch(kernel, launch, arguments);  // warm-up
  Measurement best{c.name, c.kind, threads, hazards, 1e30, 1e30, 0};
  for (int repeat = 0; repeat < 3; ++repeat) {
    const auto start = std::chrono::steady_clock::now();
    const double cpu_start = cpu_time();
    uint64_t instructions = 0;
    for (int d = 0; d < c.dispatches; ++d) {
      const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
      if (!result.ok()) throw std::runtime_error(result.fault->to_string());
      instructions += result.statistics.wave_instructions();
    }
    best.wave_instructions = instructions;
    best.cpu_seconds = std::min(best.cpu_seconds, cpu_time() - cpu_start);
    best.seconds = std::min(best.seconds, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  const timing::TimedDispatch timed = timing::dispatch_timed(emulator, kernel, launch, arguments);
  if (timed.dispatch.ok()) best.modelled_us = timed.timing.device_us;
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string filter = argc > 1 ? argv[1] : "";
  std::vector<Case> cases;
  {
    Case c{"gfx1250 triton_vadd n=1M", "gfx1250/triton_vadd.hsaco", "vadd", "VALU/memory", {}, {}, {}};
    const int n = 1 << 20;
    c.launch.grid = {uint32_t(n / 1024), 1, 1};
    c.launch.block = {128, 1, 1};
    c.buffer_bytes = {uint64_t(n) * 4, uint64_t(n) * 4, uint64_t(n) * 4};
    c.scalars = {ArgumentValue::i32(n)};
    cases.push_back(c);
  }
  {
    Case c{"gfx1250 gluon_tdm_scale 1000x1000", "gfx1250/gluon_tdm_scale.hsaco", "tdm_scale_gfx1250", "TDM", {}, {}, {}};
    const int m = 1000, n = 1000;
    c.launch.grid = {uint32_t((m + 31) / 32), uint32_t((n + 63) / 64), 1};
    c.launch.block = {128, 1, 1};
    c.launch.dynamic_lds_bytes = 8192;
    c.buffer_bytes = {uint64_t(m) * n * 4, uint64_t(m) * n * 4};
    c.scalars = {ArgumentValue::i32(m), ArgumentValue::i32(n)};
    cases.push_back(c);
  }
  {
    Case c{"gfx1250 gluon_async_copy 32x64 x200", "gfx1250/gluon_async_copy.hsaco", "async_copy_gfx1250", "async LDS", {}, {}, {}};
    c.launch.block = {128, 1, 1};
    c.launch.dynamic_lds_bytes = 8192;
    c.buffer_bytes = {32 * 64 * 4, 32 * 64 * 4};
    c.dispatches = 200;
    cases.push_back(c);
  }
  {
    Case c{"gfx1250 gluon_gemm_wmma 32^3 x200", "gfx1250/gluon_gemm_wmma.hsaco", "gemm_wmma_gfx1250", "WMMA", {}, {}, {}};
    c.launch.block = {128, 1, 1};
    c.launch.dynamic_lds_bytes = 2048;
    c.buffer_bytes = {32 * 32 * 2, 32 * 32 * 2, 32 * 32 * 4};
    c.dispatches = 200;
    cases.push_back(c);
  }
  std::vector<Measurement> results;
  fmt::print("{:<36} {:<11} {:>7} {:>7} {:>11} {:>9} {:>9} {:>14} {:>16} {:>9}\n", "kernel", "kind", "hazards", "threads",
             "wave-instr", "wall ms", "CPU ms", "wave-instr/s", "per CPU-second", "model us");
  for (const Case& c : cases) {
    if (!filter.empty() && c.name.find(filter) == std::string::npos) continue;
    for (bool hazards : {false, true})
      for (int threads : {1, 2}) {
        const Measurement m = measure(c, threads, hazards);
        results.push_back(m);
        fmt::print("{:<36} {:<11} {:>7} {:>7} {:>11} {:>9.2f} {:>9.2f} {:>14.3e} {:>16.3e} {:>9.2f}\n", m.name, m.kind,
                   hazards ? "on" : "off", m.threads, m.wave_instructions, m.seconds * 1e3, m.cpu_seconds * 1e3, m.rate(),
                   m.rate_per_core(), m.modelled_us);
      }
  }
  std::string json = "{\"bench\":\"emu_gfx1250\",\"results\":[";
  for (size_t i = 0; i < results.size(); ++i) {
    const Measurement& m = results[i];
    json += fmt::format("{}{{\"kernel\":\"{}\",\"hazards\":{},\"threads\":{},\"wave_instructions\":{},\"seconds\":{:.6f},"
                        "\"cpu_seconds\":{:.6f},\"rate\":{:.0f},\"rate_per_cpu_second\":{:.0f},\"modelled_us\":{:.3f}}}",
                        i ? "," : "", m.name, m.hazards ? "true" : "false", m.threads, m.wave_instructions, m.seconds,
                        m.cpu_seconds, m.rate(), m.rate_per_core(), m.modelled_us);
  }
  json += "]}";
  fmt::print("{}\n", json);
  return 0;
}
