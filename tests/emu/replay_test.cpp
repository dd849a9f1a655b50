// emu::replay on the recorded peer launches (../shared/data/peers): every check launch on every
// target with a code object must match the bytes a GPU produced. The expected number of
// (launch, target) pairs is counted from index.json here, so a launch that is skipped fails
// the test. Also: a corrupted recording and a replay without storage aliasing must fail.

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>

#include <llvm/Support/JSON.h>
#include <llvm/Support/raw_ostream.h>

#include "emu/replay.h"

namespace {

namespace fs = std::filesystem;
namespace json = llvm::json;

const fs::path kPeers = fs::path(GFXTILE_SHARED_DIR) / "data" / "peers";

json::Value read_index(const fs::path& directory) {
  std::ifstream file(directory / "index.json");
  REQUIRE(file.good());
  const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  llvm::Expected<json::Value> value = json::parse(text);
  REQUIRE(bool(value));
  return std::move(*value);
}

// (launch, target) pairs that have a code object.
size_t built_pairs(const json::Value& index) {
  size_t count = 0;
  for (const json::Value& launch : *index.getAsArray())
    for (const auto& [target, object] : *launch.getAsObject()->getObject("objects"))
      if (object.getAsObject()->get("hsaco")) ++count;
  return count;
}

void require_all_match(const std::string& set) {
  const fs::path directory = kPeers / set;
  const size_t expected = built_pairs(read_index(directory));
  const gfxtile::emu::ReplaySummary summary = gfxtile::emu::replay(directory);
  CHECK(summary.results.size() == expected);
  for (const gfxtile::emu::ReplayResult& result : summary.results) {
    INFO(gfxtile::emu::describe(result));
    CHECK(result.ok);
    CHECK_FALSE(result.perf);
    CHECK_FALSE(result.outputs.empty());  // every check launch has an output to compare
    CHECK(result.statistics.wave_instructions() > 0);
  }
}

// A scratch copy of one launch of a set: index.json with that launch only (after `edit`), the
// launch's folder and the code objects linked in.
fs::path single_launch_copy(const std::string& set, size_t launch, const std::string& name,
                            const std::function<void(json::Object&)>& edit) {
  const fs::path source = kPeers / set;
  const fs::path directory = fs::temp_directory_path() / ("gfxtile_replay_test_" + name);
  fs::remove_all(directory);
  fs::create_directories(directory);
  json::Value index = read_index(source);
  json::Object record = *(*index.getAsArray())[launch].getAsObject();
  edit(record);
  std::error_code error;
  llvm::raw_fd_ostream out((directory / "index.json").string(), error);
  REQUIRE(!error);
  out << json::Value(json::Array{json::Value(std::move(record))});
  out.close();
  fs::create_directory_symlink(source / "objects", directory / "objects");
  return directory;
}

}  // namespace

TEST_CASE("replay: every atom-gdn-check launch matches the GPU on every target", "[emu][replay]") {
  require_all_match("atom-gdn-check");
}

TEST_CASE("replay: every hc-triton-check launch matches the GPU on every target", "[emu][replay]") {
  require_all_match("hc-triton-check");
}

TEST_CASE("replay: a corrupted recorded output is reported as a mismatch", "[emu][replay]") {
  // hc_norm's output xn (bf16): one element of the recorded "after" bytes becomes 100.
  const fs::path directory = single_launch_copy("hc-triton-check", 0, "corrupt", [](json::Object&) {});
  fs::create_directory(directory / "launch000");
  for (const auto& entry : fs::directory_iterator(kPeers / "hc-triton-check" / "launch000"))
    fs::copy_file(entry.path(), directory / "launch000" / entry.path().filename());
  const fs::path after = directory / "launch000" / "02_xn.after.bin";
  REQUIRE(fs::exists(after));
  {
    std::fstream file(after, std::ios::in | std::ios::out | std::ios::binary);
    const uint16_t hundred = 0x42c8;  // bf16 100.0
    file.seekp(6);
    file.write(reinterpret_cast<const char*>(&hundred), 2);
  }
  const gfxtile::emu::ReplaySummary summary = gfxtile::emu::replay(directory);
  REQUIRE(summary.results.size() == 3);
  for (const gfxtile::emu::ReplayResult& result : summary.results) {
    INFO(gfxtile::emu::describe(result));
    CHECK_FALSE(result.ok);
    CHECK(result.error.find("xn (bfloat16): relative L2") != std::string::npos);
    CHECK(result.max_abs > 50);
  }
  fs::remove_all(directory);
}

TEST_CASE("replay: the in-place decode update needs its aliased state pool", "[emu][replay]") {
  // fused_recurrent_gated_delta_rule_fwd_kernel reads h0 and writes ht, the same state pool
  // (storage 6). Given ht its own allocation, the pool's recorded "after" bytes cannot match.
  const fs::path directory = single_launch_copy("atom-gdn-check", 11, "unaliased", [](json::Object& record) {
    for (json::Value& argument : *record.getArray("args"))
      if (json::Object* fields = argument.getAsObject(); fields && fields->getString("name") == llvm::StringRef("ht"))
        (*fields)["storage"] = 99;
  });
  fs::create_directory_symlink(kPeers / "atom-gdn-check" / "launch011", directory / "launch011");
  const gfxtile::emu::ReplaySummary summary = gfxtile::emu::replay(directory);
  REQUIRE(summary.results.size() == 2);  // gfx942, gfx950 (no gfx1250 code object)
  for (const gfxtile::emu::ReplayResult& result : summary.results) {
    INFO(gfxtile::emu::describe(result));
    CHECK_FALSE(result.ok);
  }
  fs::remove_all(directory);
}

TEST_CASE("replay: a perf launch runs clean with seeded float data", "[emu][replay]") {
  gfxtile::emu::ReplayOptions options;
  options.kernel_filter = "hc_norm";
  options.launch_limit = 1;
  const gfxtile::emu::ReplaySummary summary = gfxtile::emu::replay(kPeers / "hc-triton-perf", options);
  REQUIRE(summary.results.size() == 3);
  for (const gfxtile::emu::ReplayResult& result : summary.results) {
    INFO(gfxtile::emu::describe(result));
    CHECK(result.ok);
    CHECK(result.perf);
    CHECK(result.statistics.global_bytes_read > 0);
  }
}

// Timed replay: ATOM's q/k L2 norm at 16384 tokens x 16 heads reads X and writes Y once (2 x 64
// MiB of bf16): an HBM-bound kernel, so the model's time sits at or above those bytes over the
// machine's HBM peak (5.3, 8.0 and 19.6 TB/s for MI300X, MI355X, cdna5), and not far above it.
TEST_CASE("replay: --timing models a perf launch at or above its HBM floor", "[emu][replay][timing]") {
  gfxtile::emu::ReplayOptions options;
  options.kernel_filter = "l2norm_fwd_kernel2";
  options.perf = true;
  options.timing = true;
  options.host_threads = 2;
  const gfxtile::emu::ReplaySummary summary = gfxtile::emu::replay(kPeers / "atom-gdn-perf", options);
  REQUIRE(summary.results.size() == 3);
  for (const gfxtile::emu::ReplayResult& result : summary.results) {
    INFO(gfxtile::emu::describe(result));
    REQUIRE(result.ok);
    const double peak_bytes_per_us = result.target == "gfx942" ? 5.3e6 : result.target == "gfx950" ? 8.0e6 : 19.6e6;
    const double floor_us = 2.0 * 262144 * 128 * 2 / peak_bytes_per_us;
    CHECK(result.modelled_us >= 0.99 * floor_us);
    CHECK(result.modelled_us <= 2.0 * floor_us);
    CHECK_FALSE(result.bound.empty());
  }
  // A check set's launches compare outputs, which a timed (sampled) dispatch does not produce.
  gfxtile::emu::ReplayOptions check = options;
  check.perf = false;
  check.kernel_filter = "l2norm";
  const gfxtile::emu::ReplaySummary refused = gfxtile::emu::replay(kPeers / "atom-gdn-check", check);
  REQUIRE_FALSE(refused.results.empty());
  for (const gfxtile::emu::ReplayResult& result : refused.results) {
    CHECK_FALSE(result.ok);
    CHECK_THAT(result.error, Catch::Contains("perf sets only"));
  }
}

// ATOM's autotune space includes chunk_h configurations that ask for 72 KiB of dynamic LDS (the
// "shared" field Triton recorded): gfx942 has 64 KiB per workgroup (CDNA3 ISA, LDS), so its
// GPU launch refuses them; gfx950 has 160 KiB and runs them. The replay must say so, neither
// passing nor failing the configuration.
TEST_CASE("replay: a configuration needing more LDS than the target has is not launchable", "[emu][replay]") {
  gfxtile::emu::ReplayOptions options;
  options.first_launch = 23;  // chunk_gated_delta_rule_fwd_kernel_h_blockdim64, shared = 73728
  options.launch_limit = 1;
  options.targets = {"gfx942"};
  const gfxtile::emu::ReplaySummary summary = gfxtile::emu::replay(kPeers / "atom-gdn-perf", options);
  REQUIRE(summary.results.size() == 1);
  const gfxtile::emu::ReplayResult& result = summary.results[0];
  INFO(gfxtile::emu::describe(result));
  CHECK(result.kernel == "chunk_gated_delta_rule_fwd_kernel_h_blockdim64");
  CHECK_FALSE(result.ok);
  CHECK(result.not_launchable == "needs 73728 bytes of LDS per workgroup; gfx942 has 65536");
  CHECK(summary.not_launchable() == 1);
  CHECK(summary.failed() == 0);
  CHECK(summary.passed() == 0);
}
