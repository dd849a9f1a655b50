// gfxtile run FILE.hsaco --kernel NAME --grid X,Y,Z --block X,Y,Z [--lds BYTES] ARG...: runs
// one kernel on the emulator with arguments given on the command line (see the usage text).
// Also --threads N (host threads), --budget N (watchdog), --trace (wave 0 of workgroup 0), and
// alias:N:BYTES arguments (a pointer into an earlier buffer argument, for in-place kernels).
// --timing [MACHINE], --timing-json, --timeline FILE.svg|FILE.txt and --timing-sample N: the timing model
// (emu/timing/timing.h, docs/timing.md).

#include <cstring>

#include <fmt/format.h>

#include "core/error.h"
#include "core/file.h"
#include "core/text.h"
#include "emu/emulator.h"
#include "emu/timing/timing.h"
#include "tools/commands.h"
#include "tools/npy.h"

namespace gfxtile::tools {
namespace {

emu::Dim3 parse_dim3(const std::string& text, const char* option) {
  uint32_t values[3] = {1, 1, 1};
  const std::vector<std::string_view> items = split(text, ',');
  if (items.size() > 3) fail("{} expects X[,Y[,Z]] with positive integers; got '{}'", option, text);
  for (size_t i = 0; i < items.size(); ++i) {
    const std::string item(items[i]);
    try {
      size_t used = 0;
      values[i] = uint32_t(std::stoul(item, &used));
      if (used != item.size() || values[i] == 0) throw std::invalid_argument(item);
    } catch (const std::exception&) {
      fail("{} expects X[,Y[,Z]] with positive integers; got '{}'", option, text);
    }
  }
  return {values[0], values[1], values[2]};
}

struct Buffer {
  uint64_t address = 0;
  std::string path;
  NpyArray array;  // shape and dtype to write back
  bool write_back = false;
};

template <typename T>
emu::ArgumentValue scalar(const std::string& text, T (*convert)(const std::string&)) {
  T value = convert(text);
  emu::ArgumentValue result;
  result.bytes.resize(sizeof(T));
  std::memcpy(result.bytes.data(), &value, sizeof(T));
  return result;
}

}  // namespace

int run_command(const Arguments& arguments) {
  std::string path, kernel_name;
  emu::Launch launch;
  bool have_grid = false, have_block = false;
  std::vector<std::string> values;
  bool timing = false, timing_json = false;
  emu::timing::TimingOptions timing_options;
  std::string timeline_path;
  for (size_t i = 0; i < arguments.size(); ++i) {
    auto next = [&]() -> const std::string& {
      if (i + 1 >= arguments.size()) fail("{} needs a value", arguments[i]);
      return arguments[++i];
    };
    const std::string& argument = arguments[i];
    if (argument == "--kernel") kernel_name = next();
    else if (argument == "--grid") launch.grid = parse_dim3(next(), "--grid"), have_grid = true;
    else if (argument == "--block") launch.block = parse_dim3(next(), "--block"), have_block = true;
    else if (argument == "--lds") launch.dynamic_lds_bytes = uint32_t(std::stoul(next()));
    else if (argument == "--threads") launch.host_threads = std::stoi(next());
    else if (argument == "--budget") launch.instruction_budget = std::stoull(next());
    else if (argument == "--trace") launch.trace = stderr;
    else if (argument == "--check-hazards") launch.check_hazards = true;  // missing waits, LDS races
    else if (argument == "--check-uninitialized-lds") launch.check_hazards = launch.check_uninitialized_lds = true;
    else if (argument == "--profile") launch.profile = true;  // loops and their instruction mix
    else if (argument == "--cluster") launch.cluster = parse_dim3(next(), "--cluster");  // gfx1250
    else if (argument == "--timing") {
      timing = true;  // an optional machine name follows
      if (i + 1 < arguments.size() && emu::timing::find_machine(arguments[i + 1])) timing_options.machine = arguments[++i];
    } else if (argument == "--timing-json") timing = timing_json = true;
    else if (argument == "--timeline") timing = true, timing_options.timeline = true, timeline_path = next();
    else if (argument == "--timing-sample")  // trace N workgroups, skip the others
      timing = true, timing_options.max_traced_workgroups = std::stoull(next()), timing_options.skip_untraced = true;
    else if (path.empty() && argument.find(':') == std::string::npos && argument != "null") path = argument;
    else values.push_back(argument);
  }
  if (path.empty() || kernel_name.empty() || !have_grid || !have_block)
    fail("usage: gfxtile run FILE.hsaco --kernel NAME --grid X,Y,Z --block X,Y,Z [--lds BYTES] ARG...");
  const CodeObject object = [&] {
    try {
      return CodeObject::parse(read_file(path));
    } catch (const Error& error) {
      fail("{}: {}", path, error.what());
    }
  }();
  emu::Emulator emulator;
  const emu::Kernel kernel = emulator.load(object, kernel_name);

  std::vector<emu::ArgumentValue> packed;
  std::vector<Buffer> buffers;
  std::vector<int> buffer_of_argument;  // per ARG: its index in `buffers`, or -1
  for (const std::string& value : values) {
    buffer_of_argument.push_back(-1);
    const size_t colon = value.find(':');
    const std::string kind = value.substr(0, colon), rest = colon == std::string::npos ? "" : value.substr(colon + 1);
    try {
      if (kind == "null") {
        packed.push_back(emu::ArgumentValue::pointer(0));
      } else if (kind == "alias") {
        // alias:N:BYTES: a pointer BYTES into the buffer of ARG N (0-based, an earlier in:, inout:
        // or out:), so in-place kernels can get two arguments in one allocation.
        const size_t colon2 = rest.find(':');
        if (colon2 == std::string::npos) fail("alias: expects alias:N:BYTES; got '{}'", value);
        const size_t target = std::stoull(rest.substr(0, colon2)), offset = std::stoull(rest.substr(colon2 + 1));
        if (target >= buffer_of_argument.size() - 1 || buffer_of_argument[target] < 0)
          fail("'{}': argument {} is not an earlier buffer argument (in:, inout:, out:)", value, target);
        const Buffer& buffer = buffers[size_t(buffer_of_argument[target])];
        if (offset >= buffer.array.data.size())
          fail("'{}': offset {} is not inside argument {}'s {} bytes", value, offset, target, buffer.array.data.size());
        packed.push_back(emu::ArgumentValue::pointer(buffer.address + offset));
      } else if (kind == "i32") {
        packed.push_back(scalar<int32_t>(rest, +[](const std::string& t) { return int32_t(std::stol(t, nullptr, 0)); }));
      } else if (kind == "u32") {
        packed.push_back(scalar<uint32_t>(rest, +[](const std::string& t) { return uint32_t(std::stoul(t, nullptr, 0)); }));
      } else if (kind == "i64") {
        packed.push_back(scalar<int64_t>(rest, +[](const std::string& t) { return int64_t(std::stoll(t, nullptr, 0)); }));
      } else if (kind == "f32") {
        packed.push_back(scalar<float>(rest, +[](const std::string& t) { return std::stof(t); }));
      } else if (kind == "zero") {
        // zero:BYTES: a zero-filled buffer that is not written back (timing replays of large
        // launches, where only the integer tensors matter).
        packed.push_back(emu::ArgumentValue::pointer(emulator.memory().allocate(size_t(std::stoull(rest)))));
      } else if (kind == "in" || kind == "inout") {
        Buffer buffer;
        buffer.path = rest;
        buffer.array = read_npy(rest);
        buffer.address = emulator.memory().allocate(buffer.array.data.size());
        emulator.memory().copy_to_device(buffer.address, buffer.array.data.data(), buffer.array.data.size());
        buffer.write_back = kind == "inout";
        packed.push_back(emu::ArgumentValue::pointer(buffer.address));
        buffer_of_argument.back() = int(buffers.size());
        buffers.push_back(std::move(buffer));
      } else if (kind == "out") {
        // out:PATH.npy:DTYPE:D0xD1x...
        const size_t shape_colon = rest.rfind(':');
        const size_t dtype_colon = shape_colon == std::string::npos ? std::string::npos : rest.rfind(':', shape_colon - 1);
        if (dtype_colon == std::string::npos) fail("out: expects out:PATH.npy:DTYPE:D0xD1...; got '{}'", value);
        Buffer buffer;
        buffer.path = rest.substr(0, dtype_colon);
        buffer.array.descr = npy_descr_for(rest.substr(dtype_colon + 1, shape_colon - dtype_colon - 1));
        const std::string shape = rest.substr(shape_colon + 1);
        size_t start = 0;
        while (start <= shape.size()) {
          const size_t x = shape.find('x', start);
          buffer.array.shape.push_back(std::stoull(shape.substr(start, x == std::string::npos ? std::string::npos : x - start)));
          if (x == std::string::npos) break;
          start = x + 1;
        }
        buffer.array.data.assign(buffer.array.element_count() * npy_element_size(buffer.array.descr), 0);
        buffer.address = emulator.memory().allocate(buffer.array.data.size());
        buffer.write_back = true;
        packed.push_back(emu::ArgumentValue::pointer(buffer.address));
        buffer_of_argument.back() = int(buffers.size());
        buffers.push_back(std::move(buffer));
      } else {
        fail("unknown argument '{}': use i32:V u32:V i64:V f32:V null in:PATH inout:PATH out:PATH:DTYPE:SHAPE zero:BYTES alias:N:BYTES", value);
      }
    } catch (const std::logic_error&) {
      fail("cannot parse argument '{}'", value);
    }
  }

  emu::timing::TimedDispatch timed;
  if (timing && timing_options.max_traced_workgroups > 0) {
    // A sample below a workgroup per CU models identical workgroups right, a ragged grid poorly.
    const emu::timing::Machine& machine = emu::timing::resolve_machine(timing_options.machine, object.target().architecture);
    const uint64_t minimum = emu::timing::minimum_sample(machine, launch.grid.count());
    if (timing_options.max_traced_workgroups < minimum)
      fmt::print(stderr, "warning: --timing-sample {} is below one workgroup per CU of {} ({}): the sample may not stand "
                 "for a grid whose workgroups differ (docs/timing.md, Large grids)\n",
                 timing_options.max_traced_workgroups, machine.name, minimum);
  }
  if (timing) timed = emu::timing::dispatch_timed(emulator, kernel, launch, packed, timing_options);
  else timed.dispatch = emulator.dispatch(kernel, launch, packed);
  const emu::DispatchResult& result = timed.dispatch;
  if (result.fault) {
    fmt::print(stderr, "{}", result.fault->to_string());
    return 3;
  }
  for (Buffer& buffer : buffers) {
    if (!buffer.write_back) continue;
    emulator.memory().copy_from_device(buffer.array.data.data(), buffer.address, buffer.array.data.size());
    write_npy(buffer.path, buffer.array);
  }
  fmt::print("{} on the emulator ({}): grid ({}, {}, {}) x block ({}, {}, {})\n{}", kernel_name, object.target().name(),
             launch.grid.x, launch.grid.y, launch.grid.z, launch.block.x, launch.block.y, launch.block.z,
             result.statistics.to_string());
  if (launch.profile) {
    const std::vector<emu::LoopProfile> loops = emu::loop_profiles(kernel.program(), result.profile);
    if (loops.empty()) fmt::print("  no loops\n");
    const auto hottest = emu::main_loop(kernel.program(), result.profile);
    if (!loops.empty() && !hottest) fmt::print("  no loop ran (no main loop)\n");
    for (const emu::LoopProfile& loop : loops)
      fmt::print("  {}{}\n", emu::describe(loop),
                 hottest && hottest->first == loop.first && hottest->last == loop.last ? "  <- main loop" : "");
  }
  if (timing) {
    if (timing_json) fmt::print("{}\n", timed.timing.to_json());
    else fmt::print("{}", timed.timing.to_string());
    if (!timeline_path.empty()) {
      // F.txt: the listing (each issue with its instruction); otherwise the SVG.
      const bool listing = timeline_path.size() > 4 && timeline_path.compare(timeline_path.size() - 4, 4, ".txt") == 0;
      const std::string svg = listing ? timed.timing.timeline_listing(kernel.program().texts) : timed.timing.timeline_svg();
      gfxtile::write_file(timeline_path, svg, "gfxtile run --timeline");
      fmt::print("  timeline              {}\n", timeline_path);
    }
  }
  return 0;
}

}  // namespace gfxtile::tools
