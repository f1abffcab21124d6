#!/usr/bin/env python3
"""The reference numbers of NSGA2Tests: pymoo's NSGA-II on ZDT1-ZDT3 (n = 30), N = 100 for 250
generations (Deb et al. 2002's setting; SBX eta 15 p 0.9 and polynomial mutation eta 20, pymoo's
defaults), seeds 1-9, hypervolume of the final non-dominated set from r = (1.1, 1.1), and the
true front's. Prints per problem: the median share of the true front's hypervolume and the worst.

usage: python3 -m venv .build/pymoo && .build/pymoo/bin/pip install pymoo==0.6.2
       .build/pymoo/bin/python scripts/nsga2-reference.py
"""
import statistics

import numpy as np

from pymoo.algorithms.moo.nsga2 import NSGA2
from pymoo.indicators.hv import HV
from pymoo.optimize import minimize
from pymoo.problems import get_problem

hv = HV(ref_point=[1.1, 1.1])
for name in ["zdt1", "zdt2", "zdt3"]:
    problem = get_problem(name, n_var=30)
    # The true front as NSGA2Tests samples it: x1 on 100 001 values, the other keys 0 (g = 1).
    xs = np.zeros((100001, 30))
    xs[:, 0] = np.arange(100001) / 100000
    true = hv(problem.evaluate(xs, return_values_of=["F"]))
    shares = []
    for seed in range(1, 10):
        result = minimize(problem, NSGA2(pop_size=100), ("n_gen", 250), seed=seed, verbose=False)
        shares.append(hv(result.F) / true)
    print(f"{name}: true {true:.5f}, share median {statistics.median(shares):.4f}, worst {min(shares):.4f}, best {max(shares):.4f}")
