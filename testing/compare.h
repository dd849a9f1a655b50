#pragma once
// Comparing a kernel's output with an fp64 reference in the units that matter for its storage
// format: how many elements are the reference correctly rounded, how many within 1, 2 and 4 ulps
// of it, the worst element with its index, and the relative L2 error.

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "testing/numbers.h"

namespace gfxtile::testing {

struct Comparison {
  OutputFormat format = OutputFormat::f32;
  size_t count = 0;
  size_t correctly_rounded = 0;  // result == the reference rounded once to the format
  size_t within_1_ulp = 0, within_2_ulps = 0, within_4_ulps = 0;
  size_t non_finite = 0;          // results that are NaN or infinite where the reference is finite
  double max_ulps = 0;            // |result - reference| / ulp at the reference, the worst
  double max_absolute_error = 0;
  double relative_l2 = 0;         // ||result - reference|| / ||reference|| (0 when both are 0)
  size_t worst_index = 0;         // of the largest ulp error
  double worst_result = 0, worst_reference = 0;
  bool sizes_match = true;

  double fraction_within(int ulps) const;  // 1, 2 or 4
  // "bf16 4096 elements: 99.8% within 1 ulp, 100% within 2, max 1.5 ulp at [17] (0.5 vs 0.498),
  //  rel L2 2.1e-3"
  std::string to_string() const;
};

Comparison compare(std::span<const double> result, std::span<const double> reference, OutputFormat format);
// Widening overloads for the usual host forms.
Comparison compare(const std::vector<float>& result, const std::vector<double>& reference, OutputFormat format);

// Relative L2 error alone: ||a - b|| / ||b||.
double relative_l2(std::span<const double> result, std::span<const double> reference);

}  // namespace gfxtile::testing
