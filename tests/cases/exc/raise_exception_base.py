raise Exception("generic failure")
