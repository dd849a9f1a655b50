// `gfxtile gdn decode` and `gfxtile gdn verify` end to end: .npy files written here, the command
// run, y.npy and the pools read back and compared with the fp64 reference.

#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <fmt/format.h>

#include "tests/kernels/gdn/decode_problem.h"

namespace gfxtile::gdn::test {

namespace {

namespace fs = std::filesystem;

template <typename T>
void write_npy(const fs::path& path, const char* descr, const std::vector<int64_t>& shape, const std::vector<T>& values) {
  std::string dims;
  for (int64_t size : shape) dims += std::to_string(size) + ",";
  std::string header = fmt::format("{{'descr': '{}', 'fortran_order': False, 'shape': ({}), }}", descr, dims);
  while ((10 + header.size() + 1) % 64 != 0) header += ' ';
  header += '\n';
  std::ofstream file(path, std::ios::binary);
  const char preamble[10] = {'\x93', 'N', 'U', 'M', 'P', 'Y', 1, 0, char(header.size() & 0xff), char(header.size() >> 8)};
  file.write(preamble, 10);
  file << header;
  file.write(reinterpret_cast<const char*>(values.data()), std::streamsize(values.size() * sizeof(T)));
}

template <typename T>
std::vector<T> read_npy_values(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  const std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  REQUIRE(bytes.size() > 10);
  const size_t header = size_t(uint8_t(bytes[8])) | size_t(uint8_t(bytes[9])) << 8;
  std::vector<T> values((bytes.size() - 10 - header) / sizeof(T));
  std::memcpy(values.data(), bytes.data() + 10 + header, values.size() * sizeof(T));
  return values;
}

std::vector<uint16_t> bf16_bits(const std::vector<double>& values) {
  std::vector<uint16_t> bits;
  for (double value : values) bits.push_back(testing::to_bf16(float(value)));
  return bits;
}
std::vector<float> floats(const std::vector<double>& values) { return {values.begin(), values.end()}; }

void run_command_case(bool verify) {
  DecodeProblem problem;
  problem.shape = {.H = 1, .HV = 2, .state_v_first = true, .multi_token = verify};
  problem.slots = 6;
  if (verify) {
    problem.lengths = {3, 2}, problem.accepted = {2, 1}, problem.read_slots = {4, 0};
    problem.write_slots = {{1, 2, 3}, {5, -1}};
  } else {
    problem.lengths = {1, 1}, problem.read_slots = {3, 1}, problem.write_slots = {{3}, {1}};
  }
  problem.seed = 61;
  problem.generate();
  const fs::path in = fs::temp_directory_path() / fmt::format("gdn_{}_command_in_{}", verify ? "verify" : "decode", getpid());
  const fs::path out = fs::temp_directory_path() / fmt::format("gdn_{}_command_out_{}", verify ? "verify" : "decode", getpid());
  fs::create_directories(in);
  const int64_t T = verify ? 5 : 2, N = 2, D = problem.shape.D(), HV = 2, K = kDecodeHeadDim;
  const auto& x = problem.inputs;
  write_npy(in / "qkv.npy", "<u2", {T, D}, bf16_bits(x.qkv));
  write_npy(in / "a.npy", "<u2", {T, HV}, bf16_bits(x.a));
  write_npy(in / "b.npy", "<u2", {T, HV}, bf16_bits(x.b));
  write_npy(in / "z.npy", "<u2", {T, HV, K}, bf16_bits(x.z));
  write_npy(in / "conv_weight.npy", "<u2", {D, 4}, bf16_bits(x.conv_weight));
  write_npy(in / "A_log.npy", "<f4", {HV}, floats(x.A_log));
  write_npy(in / "dt_bias.npy", "<f4", {HV}, floats(x.dt_bias));
  write_npy(in / "norm_weight.npy", "<u2", {K}, bf16_bits(x.norm_weight));
  write_npy(in / "conv_state.npy", "<f4", {problem.slots, D, 3}, floats(problem.pools.conv_state));
  write_npy(in / "ssm_state.npy", "<f4", {problem.slots, HV, K, K}, floats(problem.pools.ssm_state));
  std::vector<int32_t> cu = {0}, read_slots = problem.read_slots;
  for (int32_t length : problem.lengths) cu.push_back(cu.back() + length);
  if (verify) {
    std::vector<int32_t> write(6, -1), read(6, 0);
    for (int s = 0; s < 2; ++s) {
      for (size_t t = 0; t < problem.write_slots[size_t(s)].size(); ++t) write[size_t(s) * 3 + t] = problem.write_slots[size_t(s)][t];
      read[size_t(s) * 3 + size_t(problem.accepted[size_t(s)] - 1)] = problem.read_slots[size_t(s)];
    }
    write_npy(in / "state_indices.npy", "<i4", {N, 3}, write);
    write_npy(in / "state_indices_in.npy", "<i4", {N, 3}, read);
    write_npy(in / "cu_seqlens.npy", "<i4", {N + 1}, cu);
    write_npy(in / "accepted.npy", "<i4", {N}, problem.accepted);
  } else {
    write_npy(in / "state_indices.npy", "<i4", {N}, std::vector<int32_t>{3, 1});
  }
  const std::string command = fmt::format("{} gdn {} --in {} --out {} --target gfx950 --state-v-first > /dev/null",
                                          GFXTILE_BINARY, verify ? "verify" : "decode", in.string(), out.string());
  REQUIRE(std::system(command.c_str()) == 0);
  const std::vector<double> y_reference =
      decode_reference(problem.shape, problem.inputs, cu, read_slots, problem.write_slots, problem.pools);
  std::vector<float> y;
  for (uint16_t bits : read_npy_values<uint16_t>(out / "y.npy")) y.push_back(testing::from_bf16(bits));
  const testing::Comparison y_comparison = testing::compare(y, y_reference, testing::OutputFormat::bf16);
  const testing::Comparison ssm = testing::compare(read_npy_values<float>(out / "ssm_state.npy"), problem.pools.ssm_state,
                                                   testing::OutputFormat::f32);
  const testing::Comparison conv = testing::compare(read_npy_values<float>(out / "conv_state.npy"),
                                                    problem.pools.conv_state, testing::OutputFormat::f32);
  INFO(y_comparison.to_string() << "\n" << ssm.to_string() << "\n" << conv.to_string());
  CHECK(y_comparison.fraction_within(1) > 0.999);
  CHECK(ssm.relative_l2 < 1e-6);
  CHECK(conv.max_absolute_error == 0);
  fs::remove_all(in);
  fs::remove_all(out);
}

}  // namespace

TEST_CASE("gfxtile gdn decode on .npy files", "[gdn][decode][command]") { run_command_case(false); }
TEST_CASE("gfxtile gdn verify on .npy files", "[gdn][verify][command]") { run_command_case(true); }

}  // namespace gfxtile::gdn::test
