// Inputs the fuzz targets (tests/fuzz) found that crashed the emulator's loader, dispatch or
// replay reader; each must now give an Error (or a failed replay result) naming the problem.
// The code objects are the fuzzers' mutated inputs (tests/data/fuzz/dispatch); the replay sets
// are written here.

#include <unistd.h>

#include <fstream>

#include <catch2/catch.hpp>

#include "core/error.h"
#include "emu/emulator.h"
#include "emu/replay.h"
#include "tests/support/files.h"

using namespace gfxtile;
using namespace gfxtile::emu;
namespace fs = std::filesystem;

namespace {

CodeObject fuzz_input(const char* name) {
  return CodeObject::parse(testing::read_bytes(testing::test_data_dir() / "fuzz" / "dispatch" / name));
}

// A scratch replay set: index.json with `index`, plus a code object and a data file.
struct ScratchSet {
  fs::path directory;
  explicit ScratchSet(const std::string& index) {
    directory = fs::temp_directory_path() / ("gfxtile-untrusted-replay-" + std::to_string(::getpid()));
    fs::remove_all(directory);
    fs::create_directories(directory / "objects");
    fs::copy_file(testing::shared_data_dir() / "external-kernels/gfx942/triton_vadd.hsaco", directory / "objects/vadd.hsaco");
    std::ofstream(directory / "data.bin", std::ios::binary) << std::string(16, '\0');
    std::ofstream(directory / "index.json") << index;
  }
  ~ScratchSet() { fs::remove_all(directory); }
};

// One launch of triton_vadd on gfx942 whose tensor argument `x` has the given fields.
// The kernel's explicit arguments: by-value ones `fill` bytes; pointers the same unless
// `memory` is given, then each a fresh 64 KiB buffer.
std::vector<ArgumentValue> explicit_arguments(const KernelCode& code, uint8_t fill = 0, DeviceMemory* memory = nullptr) {
  std::vector<ArgumentValue> arguments;
  for (const KernelArgument& argument : code.metadata.arguments) {
    if (argument.is_hidden()) continue;
    if (memory && argument.is_pointer()) arguments.push_back(ArgumentValue::pointer(memory->allocate(1 << 16)));
    else arguments.push_back({std::vector<uint8_t>(argument.size, fill)});
  }
  return arguments;
}

std::string launch_with(const std::string& hsaco, const std::string& tensor_fields, const std::string& grid = "[1, 1, 1]") {
  return R"([{"launch": 0, "fn": "vadd", "grid": )" + grid + R"(, "signature": {"x": "*fp32"},
             "args": [{"name": "x", "kind": "tensor", "dtype": "float32", )" + tensor_fields + R"(}],
             "objects": {"gfx942": {"hsaco": ")" + hsaco + R"(", "name": "vadd", "num_warps": 1, "warp_size": 64}}}])";
}

std::string replay_error(const std::string& index) {
  ScratchSet set(index);
  const ReplaySummary summary = replay(set.directory);
  REQUIRE(summary.results.size() == 1);
  CHECK_FALSE(summary.results[0].ok);
  return summary.results[0].error;
}

}  // namespace

TEST_CASE("a section far beyond the image is a load error, not a huge allocation", "[emu][fuzz]") {
  const CodeObject object = fuzz_input("section-beyond-image.hsaco");
  REQUIRE(!object.kernels().empty());
  Emulator emulator;
  CHECK_THROWS_WITH(emulator.load(object, object.kernels()[0].name, {true}), Catch::Contains("beyond the loader's 64 MiB image"));
}

TEST_CASE("a descriptor asking for gigabytes of scratch per lane is a dispatch error", "[emu][fuzz]") {
  const CodeObject object = fuzz_input("huge-private-segment.hsaco");
  REQUIRE(!object.kernels().empty());
  const KernelCode& code = object.kernels()[0];
  CHECK(code.descriptor.private_segment_fixed_size > (256u << 10));
  Emulator emulator;
  const Kernel kernel = emulator.load(object, code.name, {true});
  Launch launch;
  launch.block = {64, 1, 1};
  CHECK_THROWS_WITH(emulator.dispatch_kernarg(kernel, launch, std::vector<uint8_t>(256)),
                    Catch::Contains("private memory per lane exceed the emulator's 256 KiB"));
}

TEST_CASE("replay-set files must be regular files inside the set", "[emu][fuzz][replay]") {
  // A directory as the code object: std::ifstream opens it and then threw std::ios_base::failure.
  CHECK_THAT(replay_error(launch_with("objects", R"("region_bytes": 16)")), Catch::Contains("objects' is not a file"));
  CHECK_THAT(replay_error(launch_with("/etc/hostname", R"("region_bytes": 16)")), Catch::Contains("is not a path relative to the set"));
  CHECK_THAT(replay_error(launch_with("objects/../objects/vadd.hsaco", R"("region_bytes": 16)")), Catch::Contains("leaves the set's folder"));
  CHECK_THAT(replay_error(launch_with("objects/vadd.hsaco", R"("region_bytes": 16, "before": "objects")")), Catch::Contains("is not a file"));
}

TEST_CASE("replay-set sizes are bounded and checked for overflow", "[emu][fuzz][replay]") {
  CHECK_THAT(replay_error(launch_with("objects/vadd.hsaco", R"("region_bytes": 1125899906842624)")), Catch::Contains("'region_bytes' is 1125899906842624"));
  CHECK_THAT(replay_error(launch_with("objects/vadd.hsaco", R"("region_bytes": -1)")), Catch::Contains("'region_bytes' is -1"));
  // offset + region wrapped around to a small number before.
  CHECK_THAT(replay_error(launch_with("objects/vadd.hsaco",
                                      R"("region_bytes": 16, "storage": 0, "storage_bytes": 64, "storage_offset": 4294967295)")),
             Catch::Contains("exceeds its storage of 64 bytes"));
}

TEST_CASE("a replay grid dimension outside 1..2^31-1 is an error", "[emu][fuzz][replay]") {
  // The fuzzer's input had [1, 4, -1]: 2^32 - 1 workgroups, skipped one by one after the budget ran out.
  for (const char* grid : {"[1, 4, -1]", "[0, 1, 1]", "[1, 1, 4294967296]", "[1, 1.5, 1]"}) {
    INFO(grid);
    CHECK_THAT(replay_error(launch_with("objects/vadd.hsaco", R"("region_bytes": 16)", grid)),
               Catch::Contains("is not an integer from 1 to 2^31 - 1"));
  }
}

TEST_CASE("a dispatch of 2^32 - 1 workgroups ends at its instruction budget", "[emu][fuzz]") {
  // After the watchdog's fault the remaining workgroups are not visited one by one.
  const CodeObject object = CodeObject::parse(testing::read_bytes(testing::shared_data_dir() / "external-kernels/gfx942/triton_vadd.hsaco"));
  const KernelCode& code = object.kernels()[0];
  Emulator emulator;
  const Kernel kernel = emulator.load(object, code.name);
  const std::vector<ArgumentValue> arguments = explicit_arguments(code, 0, &emulator.memory());
  Launch launch;
  launch.grid = {1, 1, 0xffffffffu};
  launch.block = {64, 1, 1};
  launch.instruction_budget = 1 << 14;
  const DispatchResult result = emulator.dispatch(kernel, launch, arguments);
  REQUIRE(result.fault.has_value());
  CHECK_THAT(result.fault->message, Catch::Contains("budget"));
}

TEST_CASE("an image of hundreds of MiB is refused before it is zeroed and copied", "[emu][fuzz]") {
  // The fuzzer's slow unit: a section address just under 1 GiB took 30 s and 1.3 GB to load.
  const CodeObject object = fuzz_input("section-near-1gib.hsaco");
  REQUIRE(!object.kernels().empty());
  Emulator emulator;
  CHECK_THROWS_WITH(emulator.load(object, object.kernels()[0].name, {true}), Catch::Contains("beyond the loader's 64 MiB image"));
}

TEST_CASE("a kernarg segment of gigabytes is an argument error, not an allocation", "[emu][fuzz]") {
  const CodeObject object = fuzz_input("huge-kernarg-segment.hsaco");
  REQUIRE(!object.kernels().empty());
  const KernelCode& code = object.kernels()[0];
  Emulator emulator;
  const Kernel kernel = emulator.load(object, code.name, {true});
  const std::vector<ArgumentValue> arguments = explicit_arguments(code);
  Launch launch;
  launch.block = {64, 1, 1};
  CHECK_THROWS_WITH(emulator.pack_arguments(kernel, launch, arguments), Catch::Contains("exceeds the emulator's 64 KiB"));
}

TEST_CASE("an argument of 0 bytes packs nothing and reads no data", "[emu][fuzz]") {
  // The fuzzer's input: by-value argument 3 has size 0, its (empty) value's data is null, and
  // memcpy from null was undefined behaviour (UBSan, tests/fuzz/dispatch_fuzzer).
  const CodeObject object = fuzz_input("zero-size-argument.hsaco");
  REQUIRE(!object.kernels().empty());
  const KernelCode& code = object.kernels()[0];
  Emulator emulator;
  const Kernel kernel = emulator.load(object, code.name, {true});
  const std::vector<ArgumentValue> arguments = explicit_arguments(code, 0x5a);
  bool has_empty = false;
  for (const KernelArgument& argument : code.metadata.arguments)
    has_empty = has_empty || (!argument.is_hidden() && argument.size == 0);
  REQUIRE(has_empty);
  Launch launch;
  launch.block = {64, 1, 1};
  const std::vector<uint8_t> kernarg = emulator.pack_arguments(kernel, launch, arguments);
  REQUIRE(kernarg.size() >= 48);
  CHECK(kernarg[0] == 0x5a);   // argument 0 (8 bytes at offset 0)
  CHECK(kernarg[24] == 0x00);  // the 0-byte argument at offset 24 wrote nothing
  CHECK(kernarg[32] == 0x5a);  // argument 4 at offset 32
}
