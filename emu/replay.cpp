// Replay of recorded launches (emu/replay.h). The index is read with LLVM's JSON parser; each
// launch and target runs in its own Emulator, so device memory is released between launches.

#include "emu/replay.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>

#include <fmt/format.h>
#include <llvm/Support/JSON.h>

#include "core/error.h"
#include "emu/emulator.h"
#include "emu/numeric.h"
#include "emu/timing/timing.h"
#include "hsaco/code_object.h"

namespace gfxtile::emu {
namespace {

namespace json = llvm::json;

int64_t integer_of(const json::Object& object, llvm::StringRef key, const std::string& context) {
  if (auto value = object.getInteger(key)) return *value;
  fail("{}: '{}' is missing or not an integer", context, key.str());
}

// A set is untrusted input: a file that is a directory (std::ifstream opens it, then throws
// std::ios_base::failure on reading; found by tests/fuzz/replay_fuzzer) or a device must give
// an Error.
std::vector<uint8_t> read_bytes(const std::filesystem::path& path) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) fail("'{}' is not a file", path.string());
  std::ifstream file(path, std::ios::binary);
  if (!file) fail("cannot open '{}'", path.string());
  try {
    return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  } catch (const std::exception& failure) {
    fail("cannot read '{}': {}", path.string(), failure.what());
  }
}

// A file named by index.json: relative to the set's folder and inside it, as the format says.
std::filesystem::path file_in_set(const std::filesystem::path& directory, const std::string& relative, const std::string& context) {
  const std::filesystem::path path(relative);
  if (relative.empty() || path.is_absolute()) fail("{}: file '{}' is not a path relative to the set", context, relative);
  for (const auto& part : path)
    if (part == "..") fail("{}: file '{}' leaves the set's folder", context, relative);
  return directory / path;
}

// A size in bytes from a record: not negative, and at most `largest` (ReplayOptions::largest_launch_bytes).
size_t buffer_size_of(const json::Object& object, llvm::StringRef key, uint64_t largest, const std::string& context) {
  const int64_t value = integer_of(object, key, context);
  if (value < 0 || uint64_t(value) > largest) fail("{}: '{}' is {} (0..{} allowed)", context, key.str(), value, largest);
  return size_t(value);
}

std::string text_of(const json::Object& object, llvm::StringRef key) {
  if (auto value = object.getString(key)) return value->str();
  return {};
}


// Element kinds the comparison and the perf fill distinguish.
enum class ElementKind { bf16, f16, f32, f64, integer };

struct ElementType {
  ElementKind kind = ElementKind::integer;
  size_t size = 1;
  bool is_signed = true;
  double tolerance = 0;  // relative L2 bound (floats; see the peers README)
};

ElementType element_type(const std::string& dtype, const std::string& context) {
  if (dtype == "bfloat16") return {ElementKind::bf16, 2, true, 1e-2};
  if (dtype == "float16") return {ElementKind::f16, 2, true, 1e-2};
  if (dtype == "float32") return {ElementKind::f32, 4, true, 1e-3};
  if (dtype == "float64") return {ElementKind::f64, 8, true, 1e-9};
  if (dtype == "bool" || dtype == "uint8") return {ElementKind::integer, 1, false, 0};
  if (dtype == "int8") return {ElementKind::integer, 1, true, 0};
  if (dtype == "int16") return {ElementKind::integer, 2, true, 0};
  if (dtype == "int32") return {ElementKind::integer, 4, true, 0};
  if (dtype == "uint32") return {ElementKind::integer, 4, false, 0};
  if (dtype == "int64") return {ElementKind::integer, 8, true, 0};
  fail("{}: unsupported dtype '{}'", context, dtype);
}

double float_value(const uint8_t* bytes, ElementKind kind) {
  switch (kind) {
    case ElementKind::bf16: { uint16_t bits; std::memcpy(&bits, bytes, 2); return bfloat_to_float(bits); }
    case ElementKind::f16: { uint16_t bits; std::memcpy(&bits, bytes, 2); return half_to_float(bits); }
    case ElementKind::f32: { float value; std::memcpy(&value, bytes, 4); return value; }
    case ElementKind::f64: { double value; std::memcpy(&value, bytes, 8); return value; }
    case ElementKind::integer: break;
  }
  return 0;
}

int64_t integer_value(const uint8_t* bytes, const ElementType& type) {
  uint64_t raw = 0;
  std::memcpy(&raw, bytes, type.size);
  if (type.is_signed && type.size < 8) {
    const unsigned shift = unsigned(64 - 8 * type.size);
    return int64_t(raw << shift) >> shift;
  }
  return int64_t(raw);
}

OutputComparison compare(const std::string& name, const std::string& dtype, const ElementType& type,
                         const std::vector<uint8_t>& emulated, const std::vector<uint8_t>& recorded) {
  OutputComparison result;
  result.argument = name;
  result.dtype = dtype;
  result.tolerance = type.tolerance;
  result.elements = recorded.size() / type.size;
  if (type.kind == ElementKind::integer) {
    for (uint64_t i = 0; i < result.elements; ++i) {
      const int64_t a = integer_value(&emulated[i * type.size], type), b = integer_value(&recorded[i * type.size], type);
      if (a != b) {
        ++result.mismatches;
        result.max_abs = std::max(result.max_abs, std::fabs(double(a) - double(b)));
      }
    }
    result.relative_l2 = result.elements ? double(result.mismatches) / double(result.elements) : 0;
    result.ok = result.mismatches == 0;
    return result;
  }
  double difference_squares = 0, reference_squares = 0;
  for (uint64_t i = 0; i < result.elements; ++i) {
    const double a = float_value(&emulated[i * type.size], type.kind), b = float_value(&recorded[i * type.size], type.kind);
    if (!std::isfinite(a) || !std::isfinite(b)) {
      // Same NaN-ness and same infinity count as agreement; anything else is a mismatch.
      const bool agree = (std::isnan(a) && std::isnan(b)) || (std::isinf(a) && a == b);
      if (!agree) ++result.mismatches;
      continue;
    }
    const double difference = a - b;
    difference_squares += difference * difference;
    reference_squares += b * b;
    result.max_abs = std::max(result.max_abs, std::fabs(difference));
  }
  result.relative_l2 = difference_squares == 0 ? 0 : std::sqrt(difference_squares / std::max(reference_squares, 1e-300));
  if (result.mismatches) result.relative_l2 = INFINITY;
  result.ok = result.mismatches == 0 && result.relative_l2 <= type.tolerance;
  return result;
}

// splitmix64: a small seeded generator, so perf-set fills are reproducible and fast.
struct Random {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  double uniform() { return (double(next() >> 11) + 0.5) * 0x1p-53; }  // (0, 1)
};

// Normal(0, 0.1) values (Box-Muller) in the tensor's float format.
void fill_normal(uint8_t* bytes, size_t count, ElementKind kind, uint64_t seed) {
  Random random{seed};
  const size_t size = kind == ElementKind::f64 ? 8 : kind == ElementKind::f32 ? 4 : 2;
  for (size_t i = 0; i < count; i += 2) {
    const double radius = 0.1 * std::sqrt(-2 * std::log(random.uniform())), angle = 2 * M_PI * random.uniform();
    const double values[2] = {radius * std::cos(angle), radius * std::sin(angle)};
    for (size_t j = 0; j < 2 && i + j < count; ++j) {
      uint8_t* out = bytes + (i + j) * size;
      switch (kind) {
        case ElementKind::bf16: { const uint16_t bits = float_to_bfloat(float(values[j])); std::memcpy(out, &bits, 2); break; }
        case ElementKind::f16: { const uint16_t bits = float_to_half(float(values[j])); std::memcpy(out, &bits, 2); break; }
        case ElementKind::f32: { const float value = float(values[j]); std::memcpy(out, &value, 4); break; }
        case ElementKind::f64: std::memcpy(out, &values[j], 8); break;
        case ElementKind::integer: break;
      }
    }
  }
}

template <typename T>
ArgumentValue scalar_argument(T value) {
  ArgumentValue argument;
  argument.bytes.resize(sizeof(T));
  std::memcpy(argument.bytes.data(), &value, sizeof(T));
  return argument;
}

struct TensorPlacement {
  uint64_t address = 0;  // of the argument (its storage's base + offset)
  size_t bytes = 0;
  std::string name, dtype, after;  // after: relative path, or empty
};

// Runs one launch on one target. Throws Error for broken records and load errors; the caller
// turns them into a failed result.
void run_one(const std::filesystem::path& directory, const json::Object& record, const json::Object& object,
             bool perf, const ReplayOptions& options, ReplayResult& result) {
  const std::string context = fmt::format("launch {} ({}) on {}", result.launch, result.kernel, result.target);
  const json::Object* signature = record.getObject("signature");
  const json::Array* arguments = record.getArray("args");
  const json::Array* grid = record.getArray("grid");
  if (!signature || !arguments || !grid || grid->size() != 3) fail("{}: no signature, args or grid", context);

  const std::filesystem::path code_path = file_in_set(directory, text_of(object, "hsaco"), context);
  const CodeObject code = [&] {
    try {
      return CodeObject::parse(read_bytes(code_path));
    } catch (const Error& error) {
      fail("{}: {}: {}", context, code_path.string(), error.what());
    }
  }();
  Emulator emulator;
  const Kernel kernel = [&] {
    try {
      return emulator.load(code, text_of(object, "name"));
    } catch (const Error& error) {
      fail("{}: {}", context, error.what());
    }
  }();
  // A configuration the target's hardware cannot launch is reported as such before any buffer
  // is filled: the GPU's launch would refuse it too.
  const int64_t shared_bytes = object.getInteger("shared").value_or(0);
  if (shared_bytes < 0 || shared_bytes > int64_t{0xffffffff}) fail("{}: 'shared' is {} bytes", context, shared_bytes);
  result.not_launchable = lds_shortfall(kernel.program(), uint64_t(shared_bytes));
  if (!result.not_launchable.empty()) return;

  uint64_t allocated = 0;
  const auto allocate = [&](size_t bytes, const std::string& where) {
    allocated += bytes;
    if (allocated > options.largest_launch_bytes)
      fail("{}: the launch's tensors take more than {} bytes", where, options.largest_launch_bytes);
    return emulator.memory().allocate(std::max<size_t>(bytes, 1));
  };
  std::map<int64_t, uint64_t> storages;  // storage id -> base address
  std::vector<TensorPlacement> tensors;
  std::vector<ArgumentValue> values;
  uint64_t argument_index = 0;
  for (const json::Value& entry : *arguments) {
    ++argument_index;
    const json::Object* argument = entry.getAsObject();
    if (!argument) fail("{}: an argument is not an object", context);
    const std::string name = text_of(*argument, "name"), kind = text_of(*argument, "kind");
    const std::string type = text_of(*signature, name);
    const std::string where = fmt::format("{}: argument '{}'", context, name);
    if (type.empty()) fail("{}: not in the signature", where);
    if (type == "constexpr") continue;  // compiled in
    if (kind == "none") {
      values.push_back(ArgumentValue::pointer(0));
    } else if (kind == "int") {
      const int64_t value = integer_of(*argument, "value", where);
      if (type == "i32") values.push_back(scalar_argument(int32_t(value)));
      else if (type == "i64") values.push_back(scalar_argument(value));
      else if (type == "u32") values.push_back(scalar_argument(uint32_t(value)));
      else if (type == "i1") values.push_back(scalar_argument(uint8_t(value != 0)));
      else fail("{}: integer of type '{}'", where, type);
    } else if (kind == "float") {
      const std::optional<double> value = argument->getNumber("value");
      if (!value) fail("{}: no value", where);
      if (type == "fp32") values.push_back(scalar_argument(float(*value)));
      else if (type == "fp64") values.push_back(scalar_argument(*value));
      else fail("{}: float of type '{}'", where, type);
    } else if (kind == "bool") {
      const std::optional<bool> value = argument->getBoolean("value");
      if (!value) fail("{}: no value", where);
      values.push_back(scalar_argument(uint8_t(*value)));
    } else if (kind == "tensor") {
      const std::string dtype = text_of(*argument, "dtype");
      const ElementType element = element_type(dtype, where);
      const size_t region = buffer_size_of(*argument, "region_bytes", options.largest_launch_bytes, where);
      uint64_t address = 0;
      if (argument->get("storage")) {
        // One allocation per storage id; aliases land at their offsets in it.
        const int64_t storage = integer_of(*argument, "storage", where);
        const size_t storage_bytes = buffer_size_of(*argument, "storage_bytes", options.largest_launch_bytes, where);
        const size_t offset = buffer_size_of(*argument, "storage_offset", options.largest_launch_bytes, where);
        if (region > storage_bytes || offset > storage_bytes - region)
          fail("{}: region {} + offset {} exceeds its storage of {} bytes", where, region, offset, storage_bytes);
        auto [slot, inserted] = storages.try_emplace(storage, 0);
        if (inserted) slot->second = allocate(storage_bytes, where);
        address = slot->second + offset;
      } else {
        address = allocate(region, where);
      }
      const std::string before = text_of(*argument, "before"), data = text_of(*argument, "data");
      if (perf && element.kind != ElementKind::integer) {
        std::vector<uint8_t> fill(region);
        fill_normal(fill.data(), region / element.size, element.kind, options.seed * 0x100000001b3ull + result.launch * 1000 + argument_index);
        emulator.memory().copy_to_device(address, fill.data(), region);
      } else if (!before.empty() || !data.empty()) {
        const std::vector<uint8_t> bytes = read_bytes(file_in_set(directory, before.empty() ? data : before, where));
        if (bytes.size() != region) fail("{}: {} holds {} bytes, the region {}", where, before.empty() ? data : before, bytes.size(), region);
        emulator.memory().copy_to_device(address, bytes.data(), region);
      }
      values.push_back(ArgumentValue::pointer(address));
      if (!perf) tensors.push_back({address, region, name, dtype, text_of(*argument, "after")});
    } else {
      fail("{}: kind '{}' is not a kernel argument", where, kind);
    }
  }
  // Triton's hidden global-scratch and profile-scratch pointers.
  values.push_back(ArgumentValue::pointer(0));
  values.push_back(ArgumentValue::pointer(0));

  Launch launch;
  // A record's grid is three integers from 1 to 2^31 - 1 (HIP's limit); a mutated -1 became
  // 2^32 - 1 workgroups (found by tests/fuzz/replay_fuzzer).
  const auto dimension = [&](size_t i) {
    const std::optional<int64_t> value = (*grid)[i].getAsInteger();
    if (!value || *value < 1 || *value > int64_t{0x7fffffff}) fail("{}: grid dimension {} is not an integer from 1 to 2^31 - 1", context, i);
    return uint32_t(*value);
  };
  launch.grid = {dimension(0), dimension(1), dimension(2)};
  launch.block = {uint32_t(integer_of(object, "num_warps", context) * integer_of(object, "warp_size", context)), 1, 1};
  launch.dynamic_lds_bytes = uint32_t(shared_bytes);
  launch.host_threads = options.host_threads;
  launch.instruction_budget = options.instruction_budget;
  if (launch.grid.count() == 0) fail("{}: empty grid", context);

  if (options.timing && !perf) fail("{}: timing replays perf sets only (a timed dispatch skips workgroups)", context);
  const auto start = std::chrono::steady_clock::now();
  const DispatchResult dispatched = [&] {
    try {
      if (!options.timing) return emulator.dispatch(kernel, launch, values);
      timing::TimingOptions timing_options;
      timing_options.machine = options.machine;
      timing_options.max_traced_workgroups = 1;
      timing_options.at_least_minimum_sample = true;  // at least a workgroup per CU (or the whole grid)
      timing_options.skip_untraced = true;
      timing::TimedDispatch timed = timing::dispatch_timed(emulator, kernel, launch, values, timing_options);
      result.modelled_us = timed.timing.device_us;
      result.bound = timed.timing.bound;
      return std::move(timed.dispatch);
    } catch (const Error& error) {
      fail("{}: {}", context, error.what());
    }
  }();
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.statistics = dispatched.statistics;
  if (dispatched.fault) {
    result.error = dispatched.fault->to_string();
    return;
  }
  result.ok = true;
  for (const TensorPlacement& tensor : tensors) {
    if (tensor.after.empty()) continue;
    const std::vector<uint8_t> recorded = read_bytes(file_in_set(directory, tensor.after, context));
    if (recorded.size() != tensor.bytes) fail("{}: {} holds {} bytes, the region {}", context, tensor.after, recorded.size(), tensor.bytes);
    std::vector<uint8_t> emulated(tensor.bytes);
    emulator.memory().copy_from_device(emulated.data(), tensor.address, tensor.bytes);
    OutputComparison comparison = compare(tensor.name, tensor.dtype, element_type(tensor.dtype, context), emulated, recorded);
    result.relative_l2 = std::max(result.relative_l2, comparison.relative_l2);
    result.max_abs = std::max(result.max_abs, comparison.max_abs);
    if (!comparison.ok && result.ok) {
      result.ok = false;
      result.error = comparison.mismatches && comparison.tolerance
          ? fmt::format("{} ({}): {} of {} elements non-finite where the GPU's are not, or the reverse", comparison.argument,
                        comparison.dtype, comparison.mismatches, comparison.elements)
          : comparison.tolerance
          ? fmt::format("{} ({}): relative L2 {:.3g} above {:.0e}", comparison.argument, comparison.dtype,
                        comparison.relative_l2, comparison.tolerance)
          : fmt::format("{} ({}): {} of {} elements differ", comparison.argument, comparison.dtype, comparison.mismatches,
                        comparison.elements);
    }
    result.outputs.push_back(std::move(comparison));
  }
}

int target_rank(const std::string& target) {
  static const char* const order[] = {"gfx942", "gfx950", "gfx1250"};
  for (int i = 0; i < 3; ++i)
    if (target == order[i]) return i;
  return 3;
}

}  // namespace

size_t ReplaySummary::passed() const {
  return size_t(std::count_if(results.begin(), results.end(), [](const ReplayResult& r) { return r.ok; }));
}
size_t ReplaySummary::not_launchable() const {
  return size_t(std::count_if(results.begin(), results.end(), [](const ReplayResult& r) { return !r.not_launchable.empty(); }));
}
size_t ReplaySummary::failed() const { return results.size() - passed() - not_launchable(); }

ReplaySummary replay(const std::filesystem::path& directory, const ReplayOptions& options) {
  const std::vector<uint8_t> index_bytes = read_bytes(directory / "index.json");
  llvm::Expected<json::Value> index = json::parse(llvm::StringRef(reinterpret_cast<const char*>(index_bytes.data()), index_bytes.size()));
  if (!index) fail("{}: {}", (directory / "index.json").string(), llvm::toString(index.takeError()));
  const json::Array* launches = index->getAsArray();
  if (!launches) fail("{}: not a list of launches", (directory / "index.json").string());

  // Perf mode when no argument of any launch carries "before" bytes.
  bool perf = options.perf;
  if (!perf) {
    perf = true;
    for (const json::Value& launch : *launches)
      if (const json::Object* record = launch.getAsObject())
        if (const json::Array* arguments = record->getArray("args"))
          for (const json::Value& argument : *arguments)
            if (const json::Object* fields = argument.getAsObject(); fields && fields->get("before")) perf = false;
  }

  ReplaySummary summary;
  size_t position = 0, taken = 0;
  for (const json::Value& entry : *launches) {
    const json::Object* record = entry.getAsObject();
    if (!record) fail("{}: a launch is not an object", (directory / "index.json").string());
    const std::string kernel = text_of(*record, "fn");
    if (position++ < options.first_launch) continue;
    if (!options.kernel_filter.empty() && kernel.find(options.kernel_filter) == std::string::npos) continue;
    if (options.launch_limit && taken >= options.launch_limit) break;
    ++taken;
    const json::Object* objects = record->getObject("objects");
    if (!objects) continue;
    std::vector<std::string> targets;
    for (const auto& [name, _] : *objects) targets.push_back(name.str());
    std::sort(targets.begin(), targets.end(), [](const std::string& a, const std::string& b) {
      return std::make_pair(target_rank(a), a) < std::make_pair(target_rank(b), b);
    });
    for (const std::string& target : targets) {
      if (!options.targets.empty() && std::find(options.targets.begin(), options.targets.end(), target) == options.targets.end())
        continue;
      const json::Object* object = objects->getObject(target);
      if (!object || object->get("error")) {
        ++summary.not_built;
        continue;
      }
      ReplayResult result;
      result.launch = size_t(record->getInteger("launch").value_or(int64_t(position - 1)));
      result.kernel = kernel;
      result.config = text_of(*record, "config");
      result.target = target;
      result.perf = perf;
      try {
        run_one(directory, *record, *object, perf, options, result);
      } catch (const Error& error) {
        result.ok = false;
        result.error = error.what();
      }
      if (options.on_result) options.on_result(result);
      summary.results.push_back(std::move(result));
    }
  }
  return summary;
}

std::string describe(const ReplayResult& result) {
  std::string line = fmt::format("launch {:03} {:<48} {:<8}", result.launch, result.kernel, result.target);
  if (!result.perf && !result.outputs.empty())
    line += fmt::format(" rel L2 {:9.2e}  max abs {:9.2e}", result.relative_l2, result.max_abs);
  line += fmt::format("  wave-instructions {:>12}", result.statistics.wave_instructions());
  if (result.modelled_us > 0) line += fmt::format("  modelled {:9.2f} us ({})", result.modelled_us, result.bound);
  line += result.ok ? "  ok"
      : !result.not_launchable.empty() ? "  not launchable: " + result.not_launchable
      : "  FAILED: " + result.error;
  return line;
}

}  // namespace gfxtile::emu
