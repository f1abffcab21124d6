#!/usr/bin/env python3
# The pycma reference counts cited by Tests/TunelabKitTests/Optimize/CMAESTests.swift:
# f-evaluations to f <= 1e-8, CMA_active off, default lambda, seeds 1-20. Needs `pip install cma` (4.5.0).
import cma, numpy as np, statistics
def sphere(x): return float(np.sum(np.asarray(x)**2))
def ellipsoid(x):
    x=np.asarray(x); n=len(x); return float(sum(1e6**(i/(n-1))*x[i]**2 for i in range(n)))
def rosen(x):
    x=np.asarray(x); return float(sum(100*(x[1:]-x[:-1]**2)**2+(1-x[:-1])**2))
for name,f,n in [("sphere",sphere,2),("sphere",sphere,10),("ellipsoid",ellipsoid,10),("rosenbrock",rosen,10)]:
    counts=[]
    for s in range(1,21):
        es=cma.CMAEvolutionStrategy(n*[1.0] if name!="rosenbrock" else n*[0.0], 0.5 if name!="rosenbrock" else 0.5,
            {'ftarget':1e-8,'seed':s,'verbose':-9,'CMA_active':False,'maxfevals':1e6})
        es.optimize(f)
        counts.append(es.result.evaluations)
    print(name,n,"lambda",4+int(3*np.log(n)),"median",statistics.median(counts),"min",min(counts),"max",max(counts))
