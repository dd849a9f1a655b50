// MTP verification against the fp64 token recurrence.

#include <catch2/catch.hpp>

#include "tests/kernels/gdn/decode_problem.h"
